import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { PublicResponder } from '../../plugins/public-cache.ts';
import { leaderboardRoutes } from './leaderboard-routes.ts';
import type { MatchService } from './match-service.ts';
import { matchRoutes } from './match-routes.ts';
import { seasonalEventRoutes } from './seasonal-event-routes.ts';
import { createStatsService } from './service.ts';
import { liveScoreRoutes } from './live-score-routes.ts';
import type { LiveScoreHub } from './live-scores.ts';

/** Public stats: leaderboards, seasonal events and matches. */
export const statsRoutes: FastifyPluginAsync<{
  db: Database;
  respond: PublicResponder;
  clock: () => Date;
  timeZone: string;
  matches: MatchService;
  hub: LiveScoreHub;
  onStreamRefused?: (cap: 'address-full' | 'process-full') => void;
}> = async (app, { db, respond, clock, timeZone, matches, hub, onStreamRefused }) => {
  const stats = createStatsService(db, { clock, timeZone });
  await app.register(leaderboardRoutes, { stats, respond });
  await app.register(seasonalEventRoutes, { stats, respond });
  await app.register(matchRoutes, { matches, respond });
  await app.register(liveScoreRoutes, { hub, ...(onStreamRefused ? { onRefused: onStreamRefused } : {}) });
};
