import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import type { DemoScaleName } from '../../db/demo/demo-scale.ts';
import { ensureDemoWorld } from '../../db/demo/ensure-demo-world.ts';
import { runSimulatorStep } from './simulator/simulator-step.ts';

/**
 * Start-up of GAME_WORLD=demo: seed the world if the database has none, then (where jobs run)
 * play everything due since the last run, so the first page already shows today's state.
 */
export async function prepareDemoWorld(
  database: DatabaseHandle,
  options: { scale: DemoScaleName; timeZone: string; simulate: boolean; log: FastifyBaseLogger },
): Promise<void> {
  const { log, timeZone } = options;
  const outcome = await ensureDemoWorld(database, { scale: options.scale, timeZone });
  if (outcome.seeded) log.info({ scale: options.scale, ms: outcome.ms }, 'demo game world seeded');
  else if (outcome.reason === 'game-data-present') {
    log.warn('game tables hold data without the demo marker (ingested?): the demo world is left out');
  }
  if (!options.simulate) return;
  const started = performance.now();
  const step = await runSimulatorStep(database, { now: new Date(), timeZone });
  if (step)
    log.info({ simulator: step, ms: Math.round(performance.now() - started) }, 'demo game world up to date');
}
