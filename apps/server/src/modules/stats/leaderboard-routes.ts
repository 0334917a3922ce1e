import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { CACHE_WINDOWS, type CacheWindow } from '@pitchside/contract/cache-windows';
import { bestMatchesResponse } from '@pitchside/contract/match-stats';
import {
  LEADERBOARD_SIZES as SIZES,
  assistRow,
  bestAttackerRow,
  leaderboardsAllResponse,
  listResponse,
  playerRow,
  purchaserRow,
  purchasersQuery,
  referralRow,
  scorerRow,
  teamRow,
  topNParams,
} from '@pitchside/contract/stats';
import type { PublicResponder } from '../../plugins/public-cache.ts';
import type { StatsService } from './service.ts';

const BASE = '/api/public/leaderboards';

/** Leaderboards (spec §7 "Public content and rankings"): public, cached by spec §9 windows. */
export const leaderboardRoutes: FastifyPluginAsyncZod<{
  stats: StatsService;
  respond: PublicResponder;
}> = async (app, { stats, respond }) => {
  const config = { csrf: false };
  const tags = ['leaderboards'];

  /** `…/:n` and the bare path: a top-N list; n defaults to the list's spec size, clamped to 1–100. */
  const top = <R extends z.ZodType>(
    path: string,
    summary: string,
    defaultSize: number,
    schema: R,
    window: CacheWindow,
    load: (n: number) => Promise<z.input<R>>,
  ) => {
    // Widened for the route's typing only; the responder validates against the exact schema.
    const response = { 200: schema as z.ZodType };
    app.get(`${BASE}/${path}`, { config, schema: { tags, summary, response } }, (request, reply) =>
      respond(request, reply, { window, schema, load: () => load(defaultSize) }),
    );
    app.get(
      `${BASE}/${path}/:n`,
      { config, schema: { tags, summary, params: topNParams(defaultSize), response } },
      (request, reply) => respond(request, reply, { window, schema, load: () => load(request.params.n) }),
    );
  };
  const rows = <R extends z.ZodType>(row: R) => listResponse(row);
  const ok = <T>(data: T) => ({ success: true as const, data });

  app.get(
    `${BASE}/all`,
    {
      config,
      schema: {
        tags,
        summary: 'Home page rankings: top 20 teams and players, top 30 scorers and assist makers',
        response: { 200: leaderboardsAllResponse },
      },
    },
    (request, reply) =>
      respond(request, reply, {
        window: CACHE_WINDOWS.topLists,
        schema: leaderboardsAllResponse,
        load: async () => ok(await stats.all()),
      }),
  );

  const { topLists, seasonLists, referrals, hallOfFame } = CACHE_WINDOWS;
  top('teams/top', 'Teams by power', SIZES.topTeams, rows(teamRow), topLists, async (n) =>
    ok(await stats.topTeams(n)),
  );
  top('players/top', 'Players by level', SIZES.topPlayers, rows(playerRow), topLists, async (n) =>
    ok(await stats.topPlayers(n)),
  );
  top('goals/top', 'Season goal scorers', SIZES.topScorers, rows(scorerRow), topLists, async (n) =>
    ok(await stats.topScorers(n)),
  );
  top('assists/top', 'Season assist makers', SIZES.topAssists, rows(assistRow), topLists, async (n) =>
    ok(await stats.topAssists(n)),
  );
  top('players/season', 'Players by season level', SIZES.season, rows(playerRow), seasonLists, async (n) =>
    ok(await stats.seasonPlayers(n)),
  );
  top('teams/season', 'Teams by season power', SIZES.season, rows(teamRow), seasonLists, async (n) =>
    ok(await stats.seasonTeams(n)),
  );
  top(
    'referrals/top',
    'Players by referrals (all time)',
    SIZES.referrals,
    rows(referralRow),
    referrals,
    async (n) => ok(await stats.referralsTop(n)),
  );
  top(
    'attackers/best',
    'Hall of fame: best single lines',
    SIZES.bestAttackers,
    rows(bestAttackerRow),
    hallOfFame,
    async (n) => ok(await stats.bestAttackers(n)),
  );
  top(
    'matches/best',
    'Hall of fame: matches with the most attacks',
    SIZES.bestMatches,
    bestMatchesResponse,
    hallOfFame,
    async (n) => ok(await stats.bestMatches(n)),
  );
  top('global/teams', 'Teams by total power', SIZES.global, rows(teamRow), topLists, async (n) =>
    ok(await stats.globalTeams(n)),
  );
  top('global/players', 'Players by total level', SIZES.global, rows(playerRow), topLists, async (n) =>
    ok(await stats.globalPlayers(n)),
  );

  const purchasersResponse = rows(purchaserRow);
  app.get(
    '/api/public/top-purchasers',
    {
      config,
      schema: {
        tags,
        summary: 'Top Web Point leaderboard for a period',
        querystring: purchasersQuery,
        response: { 200: purchasersResponse },
      },
    },
    (request, reply) =>
      respond(request, reply, {
        window: topLists,
        schema: purchasersResponse,
        load: async () => ok(await stats.topPurchasers(request.query.period, request.query.limit)),
      }),
  );
};
