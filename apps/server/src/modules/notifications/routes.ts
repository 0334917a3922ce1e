import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notificationsResponse } from '@pitchside/contract/account';
import { successEnvelope } from '@pitchside/contract/api';
import type { Database } from '../../db/client.ts';
import { listNotifications, markRead } from './repository.ts';
import { idBody } from '@pitchside/contract/bounds';

const tags = ['notifications'];

export const notificationRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: () => Date;
}> = async (app, { db, clock }) => {
  app.get(
    '/api/user/notifications',
    {
      preHandler: app.guards.requireUser,
      schema: {
        tags,
        security: [{ bearer: [] }],
        response: { 200: notificationsResponse },
      },
    },
    async (request) => {
      const data = await listNotifications(db, request.authenticated().user.id);
      return { success: true as const, data, unread: data.filter((n) => !n.read).length };
    },
  );

  app.post(
    '/api/user/notifications/read',
    {
      preHandler: app.guards.requireUser,
      schema: {
        tags,
        security: [{ bearer: [] }],
        body: z.strictObject({ ids: z.array(idBody).max(50).optional() }),
        response: { 200: successEnvelope },
      },
    },
    async (request) => {
      await markRead(db, request.authenticated().user.id, request.body.ids ?? 'all', clock());
      return { success: true as const };
    },
  );
};
