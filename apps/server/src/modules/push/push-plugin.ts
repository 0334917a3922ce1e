import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { usePushQueue } from './push-job.ts';
import { pushRoutes } from './routes.ts';
import { resolveVapidKeys } from './vapid.ts';

/** Web push (decision 0026): notifications queue their pushes on the app's job queue. */
export const pushModule: FastifyPluginAsync<{
  config: Config;
  db: Database;
  clock: () => Date;
  jobs?: JobQueue | undefined;
}> = async (app, { config, db, clock, jobs }) => {
  if (jobs) {
    usePushQueue(jobs);
    app.addHook('onClose', async () => usePushQueue(null));
  }
  await app.register(pushRoutes, { db, clock, publicKey: resolveVapidKeys(config).publicKey });
};
