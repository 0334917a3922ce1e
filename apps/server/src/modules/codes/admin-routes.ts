import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  creatorCreateBody,
  creatorResponse,
  creatorsResponse,
  earningsMonthQuery,
  promoCodeCreateBody,
  promoCodeIdParams,
  promoCodeResponse,
  promoCodesResponse,
  promoCodeStatusBody,
  promoCodeUpdateBody,
} from '@pitchside/contract/codes';
import type { Actor, CodesService } from './codes-service.ts';
import type { CreatorsService } from './creators-service.ts';
import { toCreator, toPromoCode } from './views.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];

/**
 * The studio's promo codes (`/api/admin/promo-codes`, issue 36): admins create, edit, publish,
 * pause, end and export them; each change is in the audit log with the campaign's before and after.
 */
export const adminCodeRoutes: FastifyPluginAsyncZod<{
  codes: CodesService;
  creators: CreatorsService;
}> = async (app, { codes, creators }) => {
  const admin = app.guards.requireStaff('promotions');
  const actorOf = (request: Parameters<typeof app.guards.requireUser>[0]): Actor => {
    const { user } = request.authenticated();
    return { id: user.id, email: user.email, ip: request.ip };
  };

  app.get(
    '/api/admin/promo-codes',
    { preHandler: admin, schema: { tags, security, response: { 200: promoCodesResponse } } },
    async () => ({ success: true as const, data: (await codes.list()).map(toPromoCode) }),
  );

  app.post(
    '/api/admin/promo-codes',
    {
      preHandler: admin,
      schema: { tags, security, body: promoCodeCreateBody, response: { 200: promoCodeResponse } },
    },
    async (request) => ({
      success: true as const,
      data: toPromoCode(await codes.create(actorOf(request), request.body)),
    }),
  );

  app.put(
    '/api/admin/promo-codes/:id',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        params: promoCodeIdParams,
        body: promoCodeUpdateBody,
        response: { 200: promoCodeResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: toPromoCode(await codes.update(actorOf(request), request.params.id, request.body)),
    }),
  );

  app.post(
    '/api/admin/promo-codes/:id/status',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        params: promoCodeIdParams,
        body: promoCodeStatusBody,
        response: { 200: promoCodeResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: toPromoCode(await codes.setStatus(actorOf(request), request.params.id, request.body.status)),
    }),
  );

  app.get(
    '/api/admin/promo-codes/:id/codes.csv',
    { preHandler: admin, schema: { tags, security, params: promoCodeIdParams } },
    async (request, reply) => {
      const { csv } = await codes.exportCsv(actorOf(request), request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="promo-codes-${request.params.id}.csv"`)
        .send(csv);
    },
  );

  // "Support a creator" (issue 36): the studio registers creators and exports monthly payouts.
  app.get(
    '/api/admin/creators',
    { preHandler: admin, schema: { tags, security, response: { 200: creatorsResponse } } },
    async () => ({ success: true as const, data: (await creators.list()).map(toCreator) }),
  );

  app.post(
    '/api/admin/creators',
    {
      preHandler: admin,
      schema: { tags, security, body: creatorCreateBody, response: { 200: creatorResponse } },
    },
    async (request) => ({
      success: true as const,
      data: toCreator(await creators.create(actorOf(request), request.body)),
    }),
  );

  app.get(
    '/api/admin/creators/payouts.csv',
    { preHandler: admin, schema: { tags, security, querystring: earningsMonthQuery } },
    async (request, reply) => {
      const csv = await creators.payoutsCsv(actorOf(request), request.query.month);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="creator-payouts-${request.query.month}.csv"`)
        .send(csv);
    },
  );
};
