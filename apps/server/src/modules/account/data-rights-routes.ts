import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountExport, deletionBody, deletionResponse } from '@pitchside/contract/data-rights';
import type { Database } from '../../db/client.ts';
import type { RateLimits } from '../../lib/rate-limiter.ts';
import type { AccountDeletion } from './account-deletion.ts';
import { exportAccountData, exportFileName } from './data-export.ts';
import { accountRateLimits } from './rate-limits.ts';
import { sessionUserOf } from './session-user.ts';

const tags = ['account'];
const security = [{ bearer: [] }];

/**
 * Data rights (issue 16): "Download my data" and "Delete my account" with its grace period.
 * The erasure itself is a job (account-erasure.ts).
 */
export const dataRightsRoutes: FastifyPluginAsyncZod<{
  db: Database;
  deletion: AccountDeletion;
  clock: () => Date;
  rateLimits: RateLimits;
  rateLimitScale: number;
}> = async (app, { db, deletion, clock, rateLimits, rateLimitScale }) => {
  const limits = accountRateLimits(rateLimits, rateLimitScale);

  app.get(
    '/api/account/export',
    {
      preHandler: [app.guards.requireUser, limits.exportData],
      schema: { tags, security, response: { 200: accountExport } },
    },
    async (request, reply) => {
      const { user } = request.authenticated();
      const now = clock();
      const data = await exportAccountData(db, user, now, request.ip);
      // A download, never cached: it is one person's whole record.
      void reply
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="${exportFileName(user, now)}"`);
      return data;
    },
  );

  const answer = async (user: Parameters<typeof sessionUserOf>[1]) => ({
    success: true as const,
    data: {
      deletionDueAt: user.deletionDueAt ? user.deletionDueAt.toISOString() : null,
      user: await sessionUserOf(db, user, clock()),
    },
  });

  app.post(
    '/api/account/deletion',
    {
      preHandler: [app.guards.requireUser, limits.deleteAccount],
      schema: { tags, security, body: deletionBody, response: { 200: deletionResponse } },
    },
    async (request) =>
      answer(await deletion.schedule(request.authenticated().user, request.body, request.ip)),
  );

  app.delete(
    '/api/account/deletion',
    {
      preHandler: app.guards.requireUser,
      schema: { tags, security, response: { 200: deletionResponse } },
    },
    async (request) => answer(await deletion.cancel(request.authenticated().user, request.ip)),
  );
};
