import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  grantBody,
  grantResponse,
  playerDetailResponse,
  playerExportResponse,
  playerIdParams,
  playerSearchQuery,
  playerSearchResponse,
  reasonBody,
} from '@pitchside/contract/admin-players';
import { successEnvelope } from '@pitchside/contract/api';
import type { PlayersService } from './players-service.ts';
import { toPlayerDetail, toPlayerSummary } from './player-views.ts';
import { actorOf } from './request-actor.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];

/**
 * `/api/admin/users` (issue 14): support staff find and read players; the changes (block, end
 * sessions, grants, the data export) answer narrower roles and are audited by the service.
 */
export const adminPlayerRoutes: FastifyPluginAsyncZod<{ players: PlayersService }> = async (
  app,
  { players },
) => {
  const readPlayers = app.guards.requireStaff('players');
  const changePlayers = app.guards.requireStaff('playerChanges');
  const money = app.guards.requireStaff('money');

  app.get(
    '/api/admin/users',
    {
      preHandler: readPlayers,
      schema: { tags, security, querystring: playerSearchQuery, response: { 200: playerSearchResponse } },
    },
    async (request) => {
      const found = await players.search(request.query.q);
      return {
        success: true as const,
        data: found.map(({ user, orderId }) => toPlayerSummary(user, orderId)),
      };
    },
  );

  app.get(
    '/api/admin/users/:id',
    {
      preHandler: readPlayers,
      schema: { tags, security, params: playerIdParams, response: { 200: playerDetailResponse } },
    },
    async (request) => ({
      success: true as const,
      data: toPlayerDetail(await players.detail(request.params.id)),
    }),
  );

  const change = {
    tags,
    security,
    params: playerIdParams,
    body: reasonBody,
    response: { 200: successEnvelope },
  };

  app.post('/api/admin/users/:id/block', { preHandler: changePlayers, schema: change }, async (request) => {
    await players.block(actorOf(request), request.params.id, request.body.reason);
    return { success: true as const };
  });

  app.post('/api/admin/users/:id/unblock', { preHandler: changePlayers, schema: change }, async (request) => {
    await players.unblock(actorOf(request), request.params.id, request.body.reason);
    return { success: true as const };
  });

  app.post(
    '/api/admin/users/:id/end-sessions',
    { preHandler: changePlayers, schema: change },
    async (request) => {
      await players.endSessions(actorOf(request), request.params.id, request.body.reason);
      return { success: true as const };
    },
  );

  app.post(
    '/api/admin/users/:id/grant',
    {
      preHandler: money,
      schema: { tags, security, params: playerIdParams, body: grantBody, response: { 200: grantResponse } },
    },
    async (request) => ({
      success: true as const,
      data: await players.grant(actorOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/api/admin/users/:id/export',
    {
      preHandler: changePlayers,
      schema: { tags, security, params: playerIdParams, response: { 200: playerExportResponse } },
    },
    async (request, reply) => {
      const data = await players.exportData(actorOf(request), request.params.id);
      // A download, never cached: it is one person's whole record.
      void reply
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="player-${request.params.id}.json"`);
      return data;
    },
  );
};
