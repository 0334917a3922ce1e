import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { PublicResponder } from '../../plugins/public-cache.ts';
import { leaderboardRoutes } from './leaderboard-routes.ts';
import { createMatchService } from './match-service.ts';
import { matchRoutes } from './match-routes.ts';
import { seasonalEventRoutes } from './seasonal-event-routes.ts';
import { createStatsService } from './service.ts';

/** Public stats: leaderboards, seasonal events and matches. */
export const statsRoutes: FastifyPluginAsync<{
  db: Database;
  respond: PublicResponder;
  clock: () => Date;
  timeZone: string;
  world: 'demo' | 'external';
}> = async (app, { db, respond, clock, timeZone, world }) => {
  const stats = createStatsService(db, { clock, timeZone });
  const matches = createMatchService(db, { clock, timeZone, world });
  await app.register(leaderboardRoutes, { stats, respond });
  await app.register(seasonalEventRoutes, { stats, respond });
  await app.register(matchRoutes, { matches, respond });
};
