import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VIP_TIERS_CACHE, vipTiersResponse } from '@pitchside/contract/vip';
import type { Database } from '../../db/client.ts';
import type { PublicResponder } from '../../plugins/public-cache.ts';
import { listVipTiers } from './repository.ts';

/** The VIP tier table of the VIP page (spec §2 "VIP page"): public, cached, ETagged. */
export const vipRoutes: FastifyPluginAsyncZod<{ db: Database; respond: PublicResponder }> = async (
  app,
  { db, respond },
) => {
  app.get(
    '/api/public/vip-tiers',
    {
      config: { csrf: false },
      schema: {
        tags: ['vip'],
        summary: 'VIP tiers with their web point ranges, ticket bonus and spin boosts, lowest first',
        response: { 200: vipTiersResponse },
      },
    },
    (request, reply) =>
      respond(request, reply, {
        window: VIP_TIERS_CACHE,
        schema: vipTiersResponse,
        load: async () => ({ success: true as const, data: await listVipTiers(db) }),
      }),
  );
};
