import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Background work runs on pg-boss: a PostgreSQL-backed queue, so jobs survive restarts and
 * many servers can share one database with each job taken by exactly one worker.
 */
/** Mail, grants and webhooks take seconds; two minutes without an answer means a dead server. */
const DEFAULT_EXPIRE_SECONDS = 120;

export interface JobDefinition<Data extends object = object> {
  name: string;
  /** Cron expression (in GAME_TIMEZONE) for recurring jobs. */
  cron?: string;
  retryLimit?: number;
  /**
   * Prompt jobs (webhooks): take up to this many per fetch and run them concurrently, each
   * failing and retrying on its own. Without it a worker takes one job per poll.
   */
  batchSize?: number;
  /**
   * A job active longer than this is taken for lost (its server died) and, retries left, is run
   * again by another worker. Keep it above the longest honest run.
   */
  expireInSeconds?: number;
  /** Seconds between polls when the queue is idle (pg-boss default 2, minimum 0.5). */
  pollingIntervalSeconds?: number;
  handle(data: Data): Promise<void>;
}

export interface JobQueue {
  boss: PgBoss;
  send<Data extends object>(name: string, data: Data, options?: PgBoss.SendOptions): Promise<string | null>;
  stop(): Promise<void>;
}

export async function startJobQueue(options: {
  connectionString: string;
  timezone: string;
  workers: boolean;
  jobs: JobDefinition[];
  log: FastifyBaseLogger;
  /** How often lost jobs are looked for (expiry) and old ones archived; tests shorten it. */
  maintenanceIntervalSeconds?: number;
}): Promise<JobQueue> {
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: 'pgboss',
    max: 4,
    // Maintenance and cron scheduling only where workers run; API replicas just enqueue.
    supervise: options.workers,
    schedule: options.workers,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 30,
  });
  boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  await boss.start();

  // Local workers per queue: a job sent from this process wakes them instead of waiting a poll.
  const workerIds = new Map<string, string>();
  for (const job of options.jobs) {
    const policy = {
      retryLimit: job.retryLimit ?? 5,
      retryBackoff: true,
      expireInSeconds: job.expireInSeconds ?? DEFAULT_EXPIRE_SECONDS,
    };
    await boss.createQueue(job.name, { name: job.name, ...policy });
    // A queue made by an older version keeps its old policy unless told.
    await boss.updateQueue(job.name, { name: job.name, ...policy });
    if (!options.workers) continue;
    const workOptions = {
      batchSize: job.batchSize ?? 1,
      pollingIntervalSeconds: job.pollingIntervalSeconds ?? 2,
    };
    const workerId = await boss.work<object>(job.name, workOptions, async (items) => {
      if (!job.batchSize) {
        for (const item of items) await job.handle(item.data);
        return;
      }
      const results = await Promise.allSettled(items.map((item) => job.handle(item.data)));
      // A failed job retries alone; the ones that succeeded are completed with the batch.
      await Promise.all(
        results.map((result, index) =>
          result.status === 'rejected'
            ? boss.fail(job.name, (items[index] as PgBoss.Job<object>).id, {
                message: String((result.reason as Error | undefined)?.message ?? result.reason),
              })
            : null,
        ),
      );
    });
    if (job.batchSize) workerIds.set(job.name, workerId);
    if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: options.timezone });
  }

  return {
    boss,
    async send(name, data, sendOptions) {
      const id = await boss.send(name, data, sendOptions ?? {});
      const workerId = workerIds.get(name);
      if (workerId) boss.notifyWorker(workerId);
      return id;
    },
    stop: () => boss.stop({ graceful: true, timeout: 10_000, wait: true }),
  };
}
