import type { FastifyBaseLogger } from 'fastify';
import type { JobDefinition } from '../../jobs/job-queue.ts';

export const REFUND_RECOVERY_JOB = 'payments.refund-recovery';

/** A refund started this long ago and still unfinished is taken for one whose server died. */
export const REFUND_STALE_MS = 60_000;

/** Finishes started refunds; filled by the app once its payment provider exists. */
export interface RefundRecovery {
  current?: (options: { olderThan: Date; log?: FastifyBaseLogger }) => Promise<number>;
}

/**
 * Every minute (pg-boss cron: one run per minute however many servers there are, and it survives
 * restarts because the schedule and the intents live in PostgreSQL): finishes the refunds a crash
 * left between the provider and the portal (decision 0023). Exactly once: see order-refunds.ts.
 */
export function refundRecoveryJob(recovery: RefundRecovery, log: FastifyBaseLogger): JobDefinition {
  return {
    name: REFUND_RECOVERY_JOB,
    cron: '* * * * *',
    // The next minute's run tries again anyway.
    retryLimit: 0,
    async handle() {
      // The app is still starting: the next run finds it ready.
      if (!recovery.current) return;
      const finished = await recovery.current({ olderThan: new Date(Date.now() - REFUND_STALE_MS), log });
      if (finished > 0) log.warn({ finished }, 'refunds left unfinished by a crash were finished');
    },
  };
}
