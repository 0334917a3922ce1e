import type { DatabaseHandle } from '../src/db/client.ts';
import { ensureDemoWorld } from '../src/db/demo/ensure-demo-world.ts';
import { runSimulatorStep } from '../src/modules/game/simulator/simulator-step.ts';

/** The moment test worlds are created at: a fixed clock keeps every list and match state exact. */
export const WORLD_NOW = new Date('2026-03-10T12:00:00.000Z');

/** Seeds the tiny demo world (24 teams, 480 players) and plays everything due at `now`. */
export async function seedTinyWorld(
  database: DatabaseHandle,
  now = WORLD_NOW,
  timeZone = 'UTC',
): Promise<void> {
  await ensureDemoWorld(database, { scale: 'tiny', timeZone, now });
  await runSimulatorStep(database, { now, timeZone });
}
