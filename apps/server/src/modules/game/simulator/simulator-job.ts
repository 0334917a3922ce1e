import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../../db/client.ts';
import type { JobDefinition } from '../../../jobs/job-queue.ts';
import { runSimulatorStep } from './simulator-step.ts';

export const SIMULATOR_JOB = 'game.simulate';

/**
 * Every minute (pg-boss cron, one job per minute however many servers run): one simulator
 * step at the current time. Not retried: the next minute's step catches up anyway.
 */
export function simulatorJob(
  database: DatabaseHandle,
  options: { timeZone: string; log: FastifyBaseLogger },
): JobDefinition {
  return {
    name: SIMULATOR_JOB,
    cron: '* * * * *',
    retryLimit: 0,
    async handle() {
      const result = await runSimulatorStep(database, { now: new Date(), timeZone: options.timeZone });
      if (result && (result.kickedOff || result.finished || result.scheduledDays.length > 0)) {
        options.log.info({ simulator: result }, 'game world simulated');
      }
    },
  };
}
