import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@pitchside/contract/api';
import {
  PUSH_TYPES,
  pushEndpointBody,
  pushOpenedBody,
  pushSettingsResponse,
  pushSubscriptionBody,
  pushTypesBody,
  followsResponse,
  teamIdParams,
  type PushType,
} from '@pitchside/contract/push';
import { AppError } from '../../lib/app-error.ts';
import type { Database } from '../../db/client.ts';
import {
  countSubscriptions,
  followTeam,
  followedTeams,
  unfollowTeam,
  deleteSubscription,
  disabledTypes,
  markReadFromDevice,
  saveDisabledTypes,
  saveSubscription,
} from './repository.ts';

const tags = ['notifications'];
const security = [{ bearer: [] }];

/**
 * Web push (decision 0026): a device opts in with its browser's subscription (kept for the session
 * it was made in), the player picks the kinds of push, and a tapped push marks its notification read.
 */
export const pushRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: () => Date;
  publicKey: string;
}> = async (app, { db, clock, publicKey }) => {
  const settingsOf = async (userId: number) => {
    const disabled = await disabledTypes(db, userId);
    return {
      publicKey,
      types: Object.fromEntries(PUSH_TYPES.map((type) => [type, !disabled.includes(type)])) as Record<
        PushType,
        boolean
      >,
      devices: await countSubscriptions(db, userId),
    };
  };

  app.get(
    '/api/user/push',
    {
      preHandler: app.guards.requireUser,
      schema: { tags, security, response: { 200: pushSettingsResponse } },
    },
    async (request) => ({ success: true as const, data: await settingsOf(request.authenticated().user.id) }),
  );

  app.put(
    '/api/user/push/types',
    {
      preHandler: app.guards.requireUser,
      schema: { tags, security, body: pushTypesBody, response: { 200: pushSettingsResponse } },
    },
    async (request) => {
      const userId = request.authenticated().user.id;
      const disabled = PUSH_TYPES.filter((type) => !request.body.types[type]);
      await saveDisabledTypes(db, userId, disabled, clock());
      return { success: true as const, data: await settingsOf(userId) };
    },
  );

  app.put(
    '/api/user/push/subscription',
    {
      preHandler: app.guards.requireUser,
      schema: { tags, security, body: pushSubscriptionBody, response: { 200: pushSettingsResponse } },
    },
    async (request) => {
      const { user, session } = request.authenticated();
      await saveSubscription(db, {
        userId: user.id,
        sessionId: session.id,
        endpoint: request.body.endpoint,
        p256dh: request.body.keys.p256dh,
        auth: request.body.keys.auth,
        now: clock(),
      });
      return { success: true as const, data: await settingsOf(user.id) };
    },
  );

  app.post(
    '/api/user/push/unsubscribe',
    {
      preHandler: app.guards.requireUser,
      schema: { tags, security, body: pushEndpointBody, response: { 200: pushSettingsResponse } },
    },
    async (request) => {
      const userId = request.authenticated().user.id;
      await deleteSubscription(db, userId, request.body.endpoint);
      return { success: true as const, data: await settingsOf(userId) };
    },
  );

  // From the service worker, which has no session token nor the CSRF cookie: the endpoint, a
  // secret only that browser and the server hold, is the proof. Answers alike either way.
  app.post(
    '/api/push/opened',
    { config: { csrf: false }, schema: { tags, body: pushOpenedBody, response: { 200: successEnvelope } } },
    async (request) => {
      await markReadFromDevice(db, request.body.endpoint, request.body.id, clock());
      return { success: true as const };
    },
  );

  // The star on a team's rows: the teams whose matches the player is reminded of.
  const follows = async (userId: number) => ({
    success: true as const,
    data: { teamIds: await followedTeams(db, userId) },
  });
  app.get(
    '/api/user/follows',
    { preHandler: app.guards.requireUser, schema: { tags, security, response: { 200: followsResponse } } },
    async (request) => follows(request.authenticated().user.id),
  );
  app.put(
    '/api/user/follows/:teamId',
    {
      preHandler: app.guards.requireUser,
      schema: { tags, security, params: teamIdParams, response: { 200: followsResponse } },
    },
    async (request) => {
      const userId = request.authenticated().user.id;
      if (!(await followTeam(db, userId, request.params.teamId, clock()))) {
        throw new AppError('NOT_FOUND', 'Team not found', 404);
      }
      return follows(userId);
    },
  );
  app.delete(
    '/api/user/follows/:teamId',
    {
      preHandler: app.guards.requireUser,
      schema: { tags, security, params: teamIdParams, response: { 200: followsResponse } },
    },
    async (request) => {
      const userId = request.authenticated().user.id;
      await unfollowTeam(db, userId, request.params.teamId);
      return follows(userId);
    },
  );
};
