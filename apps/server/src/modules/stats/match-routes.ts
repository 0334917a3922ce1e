import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelope } from '@pitchside/contract/api';
import { CACHE_WINDOWS } from '@pitchside/contract/cache-windows';
import {
  bestLinesQuery,
  bestLinesResponse,
  dayMatchesQuery,
  dayMatchesResponse,
  finalsQuery,
  matchDetailResponse,
  matchIdParams,
  matchListResponse,
  matchRangeQuery,
  matchStatsHealthResponse,
  MATCH_LIST_MAX,
} from '@pitchside/contract/match-stats';
import type { PublicResponder } from '../../plugins/public-cache.ts';
import type { MatchService } from './match-service.ts';

const BASE = '/api/public/matches';

/** Match stats (spec §7): days, live, cup finals, cup final lines, one match, health. */
export const matchRoutes: FastifyPluginAsyncZod<{ matches: MatchService; respond: PublicResponder }> = async (
  app,
  { matches, respond },
) => {
  const config = { csrf: false };
  const tags = ['matches'];
  const { liveMatches, matches: matchWindow, topLists, hallOfFame } = CACHE_WINDOWS;

  app.get(
    `${BASE}/today`,
    {
      config,
      schema: {
        tags,
        summary: "Today's matches (game time zone) with per-status counts; filter with ?status=",
        querystring: dayMatchesQuery,
        response: { 200: dayMatchesResponse },
      },
    },
    (request, reply) =>
      respond(request, reply, {
        window: liveMatches,
        schema: dayMatchesResponse,
        load: async () => ({ success: true as const, ...(await matches.day(0, request.query)) }),
      }),
  );

  app.get(
    `${BASE}/yesterday`,
    {
      config,
      schema: {
        tags,
        summary: "Yesterday's scores with per-status counts",
        querystring: dayMatchesQuery,
        response: { 200: dayMatchesResponse },
      },
    },
    (request, reply) =>
      respond(request, reply, {
        window: topLists,
        schema: dayMatchesResponse,
        load: async () => ({ success: true as const, ...(await matches.day(-1, request.query)) }),
      }),
  );

  app.get(
    `${BASE}/range`,
    {
      config,
      schema: {
        tags,
        summary: 'Matches of game days from..to (YYYY-MM-DD, at most 7 days)',
        querystring: matchRangeQuery,
        response: { 200: dayMatchesResponse, 400: errorEnvelope },
      },
    },
    (request, reply) => {
      const { from, to, ...page } = request.query;
      return respond(request, reply, {
        window: matchWindow,
        schema: dayMatchesResponse,
        load: async () => ({ success: true as const, ...(await matches.range(from, to, page)) }),
      });
    },
  );

  app.get(
    `${BASE}/live`,
    { config, schema: { tags, summary: 'Matches being played now', response: { 200: matchListResponse } } },
    (request, reply) =>
      respond(request, reply, {
        window: liveMatches,
        schema: matchListResponse,
        load: async () => ({ success: true as const, data: await matches.live(MATCH_LIST_MAX) }),
      }),
  );

  for (const [path, stage, summary] of [
    ['finals', 'final', 'Cup finals, newest first'],
    ['bronze-finals', 'bronze_final', 'Bronze finals, newest first'],
  ] as const) {
    app.get(
      `${BASE}/${path}`,
      { config, schema: { tags, summary, querystring: finalsQuery, response: { 200: matchListResponse } } },
      (request, reply) =>
        respond(request, reply, {
          window: hallOfFame,
          schema: matchListResponse,
          load: async () => ({ success: true as const, data: await matches.cup(stage, request.query.limit) }),
        }),
    );
  }

  app.get(
    `${BASE}/best-lines`,
    {
      config,
      schema: {
        tags,
        summary: "One season's cup final and bronze final, line by line (default: the latest)",
        querystring: bestLinesQuery,
        response: { 200: bestLinesResponse },
      },
    },
    (request, reply) =>
      respond(request, reply, {
        window: hallOfFame,
        schema: bestLinesResponse,
        load: async () => ({ success: true as const, data: await matches.bestLines(request.query.season) }),
      }),
  );

  app.get(
    `${BASE}/health`,
    {
      config,
      schema: {
        tags,
        summary: 'State of the match feed (simulator or ingestion)',
        response: { 200: matchStatsHealthResponse },
      },
    },
    (request, reply) =>
      respond(request, reply, {
        window: liveMatches,
        schema: matchStatsHealthResponse,
        load: async () => ({ success: true as const, data: await matches.health() }),
      }),
  );

  app.get(
    `${BASE}/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'One match with its lines',
        params: matchIdParams,
        response: { 200: matchDetailResponse, 404: errorEnvelope },
      },
    },
    (request, reply) =>
      respond(request, reply, {
        window: liveMatches,
        schema: matchDetailResponse,
        load: async () => ({ success: true as const, data: await matches.match(request.params.id) }),
      }),
  );
};
