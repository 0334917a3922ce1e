import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { gameIngestRoutes } from './routes.ts';
import { gameSignInLinkRoutes } from './sign-in-link-routes.ts';

/** The game's signed APIs: ingestion of the read model and the sign-in links it hands out. */
export const gameModule: FastifyPluginAsync<{
  config: Config;
  database: DatabaseHandle;
  clock: () => Date;
}> = async (app, { config, database, clock }) => {
  const secret = config.GAME_INGEST_SECRET;
  await app.register(gameIngestRoutes, { database, secret, clock });
  await app.register(gameSignInLinkRoutes, { database, secret, clock, publicUrl: config.publicUrl });
};
