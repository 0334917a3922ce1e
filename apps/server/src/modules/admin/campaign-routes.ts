import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCampaignResponse,
  adminCampaignsResponse,
  campaignBody,
  campaignIdParams,
} from '@pitchside/contract/campaigns';
import { actorOf } from './request-actor.ts';
import type { CampaignService } from './campaign-service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** `/api/admin/campaigns` (issue 32): admins create, schedule, change and end campaigns; each change is audited. */
export const campaignRoutes: FastifyPluginAsyncZod<{ campaigns: CampaignService }> = async (
  app,
  { campaigns },
) => {
  const admin = app.guards.requireStaff('promotions');

  app.get(
    '/api/admin/campaigns',
    { preHandler: admin, schema: { tags, security, response: { 200: adminCampaignsResponse } } },
    async () => ({ success: true as const, data: await campaigns.list() }),
  );

  app.post(
    '/api/admin/campaigns',
    {
      preHandler: admin,
      schema: { tags, security, body: campaignBody, response: { 200: adminCampaignResponse } },
    },
    async (request) => ({
      success: true as const,
      data: await campaigns.create(actorOf(request), request.body),
    }),
  );

  app.put(
    '/api/admin/campaigns/:id',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        params: campaignIdParams,
        body: campaignBody,
        response: { 200: adminCampaignResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await campaigns.update(actorOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/api/admin/campaigns/:id/end',
    {
      preHandler: admin,
      schema: { tags, security, params: campaignIdParams, response: { 200: adminCampaignResponse } },
    },
    async (request) => ({
      success: true as const,
      data: await campaigns.end(actorOf(request), request.params.id),
    }),
  );
};
