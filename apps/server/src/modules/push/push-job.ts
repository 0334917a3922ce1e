import { type SQL, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { JobDefinition, JobQueue } from '../../jobs/job-queue.ts';
import type { PushSender } from './push-sender.ts';

export const SEND_PUSH_JOB = 'push.send';

/** Sends a notification's push: once per notification across servers (one job), retried with back-off. */
export function sendPushJob(sender: PushSender): JobDefinition<{ notificationId: number }> {
  return {
    name: SEND_PUSH_JOB,
    retryLimit: 6,
    batchSize: 5,
    expireInSeconds: 60,
    pollingIntervalSeconds: 1,
    async handle({ notificationId }) {
      await sender.deliver(notificationId);
    },
  };
}

/**
 * The queue pushes are handed to; none (tests of other modules, a script) means no push. Set once
 * by the app; the notification's transaction writes the job, so an event gets its push exactly
 * when its notification row commits.
 */
let queue: JobQueue | null = null;
export function usePushQueue(jobs: JobQueue | null): void {
  queue = jobs;
}

interface SqlExecutor {
  execute(query: SQL): Promise<{ rows: unknown[] }>;
}

/** pg-boss writes its job through the caller's transaction (its `db` option). */
function inTransaction(executor: SqlExecutor): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[]) {
      const parts = text.split(/\$(\d+)/);
      // Unset values are SQL nulls (pg-boss leaves optional ones undefined).
      const chunks = parts.map((part, index) =>
        index % 2 === 0 ? sql.raw(part) : sql.param(values[Number(part) - 1] ?? null),
      );
      const result = await executor.execute(sql.join(chunks));
      return { rows: result.rows };
    },
  };
}

export async function enqueuePush(executor: SqlExecutor, notificationId: number): Promise<void> {
  if (!queue) return;
  await queue.send(SEND_PUSH_JOB, { notificationId }, { db: inTransaction(executor) });
}
