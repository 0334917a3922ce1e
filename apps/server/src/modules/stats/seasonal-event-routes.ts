import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { CACHE_WINDOWS, type CacheWindow } from '@pitchside/contract/cache-windows';
import {
  LEADERBOARD_SIZES as SIZES,
  goldenCardRow,
  limitQuery,
  referralRow,
  seasonalAssistRow,
  seasonalEventsAllResponse,
  seasonalGoalRow,
  seasonalListResponse,
  teamEventRow,
} from '@pitchside/contract/stats';
import type { PublicResponder } from '../../plugins/public-cache.ts';
import type { StatsService } from './service.ts';

const BASE = '/api/public/seasonal-events';

/** Events of the current season (spec §7, §9): each list with `?limit=` and the season it belongs to. */
export const seasonalEventRoutes: FastifyPluginAsyncZod<{
  stats: StatsService;
  respond: PublicResponder;
}> = async (app, { stats, respond }) => {
  const config = { csrf: false };
  const tags = ['seasonal events'];

  const list = <R extends z.ZodType>(
    path: string,
    summary: string,
    defaultSize: number,
    row: R,
    window: CacheWindow,
    load: (limit: number) => Promise<z.input<R>[]>,
  ) => {
    const schema = seasonalListResponse(row);
    app.get(
      `${BASE}/${path}`,
      // Widened for the route's typing only; the responder validates against the exact schema.
      {
        config,
        schema: {
          tags,
          summary,
          querystring: limitQuery(defaultSize),
          response: { 200: schema as z.ZodType },
        },
      },
      (request, reply) =>
        respond(request, reply, {
          window,
          schema,
          load: async () => {
            const [season, data] = await Promise.all([stats.season(), load(request.query.limit)]);
            return { success: true as const, data, season };
          },
        }),
    );
  };

  const { topLists, referrals, teamEvent } = CACHE_WINDOWS;
  list(
    'referrals',
    'Top referrers of the season',
    SIZES.referrals,
    referralRow,
    referrals,
    stats.seasonalReferrals,
  );
  list(
    'goldencards',
    'Golden cards top 30 with the average per match',
    SIZES.goldenCards,
    goldenCardRow,
    topLists,
    stats.goldenCards,
  );
  list('teams', 'Team event points table', SIZES.teamEvent, teamEventRow, teamEvent, stats.teamEvent);
  list(
    'goals',
    'Goal event: top 10, rewards 1000/750/500 tickets',
    SIZES.eventTop,
    seasonalGoalRow,
    topLists,
    stats.goalEvent,
  );
  list(
    'assists',
    'Assist event: top 10, rewards 1000/750/500 tickets',
    SIZES.eventTop,
    seasonalAssistRow,
    topLists,
    stats.assistEvent,
  );

  app.get(
    `${BASE}/all`,
    {
      config,
      schema: {
        tags,
        summary: 'Every seasonal event list at once',
        response: { 200: seasonalEventsAllResponse },
      },
    },
    (request, reply) =>
      respond(request, reply, {
        window: topLists,
        schema: seasonalEventsAllResponse,
        load: async () => ({ success: true as const, data: await stats.allEvents() }),
      }),
  );
};
