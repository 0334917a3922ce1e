import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { RateLimits } from '../../lib/rate-limiter.ts';
import type { ValueCore } from '../wallet/index.ts';
import { adminCodeRoutes } from './admin-routes.ts';
import { createCodesService } from './codes-service.ts';
import { creatorRoutes } from './creator-routes.ts';
import { createCreatorsService } from './creators-service.ts';
import { codeRoutes } from './routes.ts';

/**
 * Promo codes and creators (issue 36): redeemed and supported by players, run by the studio in
 * the back office (`/api/admin/promo-codes`, `/api/admin/creators`).
 */
export const codesModule: FastifyPluginAsync<{
  db: Database;
  core: ValueCore;
  clock: () => Date;
  timeZone: string;
  rateLimits: RateLimits;
  rateLimitScale: number;
}> = async (app, { db, core, clock, timeZone, rateLimits, rateLimitScale }) => {
  const codes = createCodesService({ db, core, clock });
  const creators = createCreatorsService({ db, clock, timeZone });
  await app.register(codeRoutes, { codes, rateLimits, rateLimitScale });
  await app.register(creatorRoutes, { creators, rateLimits, rateLimitScale });
  await app.register(adminCodeRoutes, { codes, creators });
};
