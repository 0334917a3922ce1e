import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Background work runs on pg-boss: a PostgreSQL-backed queue, so jobs survive restarts and
 * many servers can share one database with each job taken by exactly one worker.
 */
export interface JobDefinition<Data extends object = object> {
  name: string;
  /** Cron expression (in GAME_TIMEZONE) for recurring jobs. */
  cron?: string;
  retryLimit?: number;
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
}): Promise<JobQueue> {
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: 'pgboss',
    max: 4,
    // Maintenance and cron scheduling only where workers run; API replicas just enqueue.
    supervise: options.workers,
    schedule: options.workers,
  });
  boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  await boss.start();

  for (const job of options.jobs) {
    await boss.createQueue(job.name, { name: job.name, retryLimit: job.retryLimit ?? 5, retryBackoff: true });
    if (!options.workers) continue;
    await boss.work<object>(job.name, async ([first, ...rest]) => {
      for (const item of first ? [first, ...rest] : []) await job.handle(item.data);
    });
    if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: options.timezone });
  }

  return {
    boss,
    send: (name, data, sendOptions) => boss.send(name, data, sendOptions ?? {}),
    stop: () => boss.stop({ graceful: true, timeout: 10_000, wait: true }),
  };
}
