import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { creatorPageResponse, supportBody, supportResponse } from '@pitchside/contract/codes';
import type { LimitRule, RateLimits } from '../../lib/rate-limiter.ts';
import type { CreatorsService } from './creators-service.ts';

const tags = ['codes'];
const security = [{ bearer: [] }];
/** Creator codes are public, but trying codes one after another is still guessing: limited. */
const PER_PLAYER: LimitRule = {
  name: 'support-creator',
  max: 20,
  windowMs: 10 * 60_000,
  message: 'Too many requests. Please try again later.',
};

/**
 * "Support a creator" for players (issue 36): whom they support (`/api/creators/support`) and, for
 * a creator, their own page (`/api/creators/me`).
 */
export const creatorRoutes: FastifyPluginAsyncZod<{
  creators: CreatorsService;
  rateLimits: RateLimits;
  rateLimitScale: number;
}> = async (app, { creators, rateLimits, rateLimitScale }) => {
  const confirmed = app.guards.requireConfirmed;
  const userId = (request: Parameters<typeof confirmed>[0]) => request.authenticated().user.id;

  app.get(
    '/api/creators/support',
    { preHandler: confirmed, schema: { tags, security, response: { 200: supportResponse } } },
    async (request) => ({ success: true as const, data: await creators.support(userId(request)) }),
  );

  app.put(
    '/api/creators/support',
    {
      preHandler: confirmed,
      schema: { tags, security, body: supportBody, response: { 200: supportResponse } },
    },
    async (request) => {
      await rateLimits.check([
        {
          rule: { ...PER_PLAYER, max: Math.ceil(PER_PLAYER.max * rateLimitScale) },
          key: String(userId(request)),
        },
      ]);
      return {
        success: true as const,
        data: await creators.setSupport(userId(request), request.body.code),
      };
    },
  );

  app.delete(
    '/api/creators/support',
    { preHandler: confirmed, schema: { tags, security, response: { 200: supportResponse } } },
    async (request) => ({ success: true as const, data: await creators.clearSupport(userId(request)) }),
  );

  app.get(
    '/api/creators/me',
    { preHandler: confirmed, schema: { tags, security, response: { 200: creatorPageResponse } } },
    async (request) => ({ success: true as const, data: await creators.page(userId(request)) }),
  );
};
