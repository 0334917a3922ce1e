import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { redeemBody, redeemResponse } from '@pitchside/contract/codes';
import type { LimitRule, RateLimits } from '../../lib/rate-limiter.ts';
import type { CodesService } from './codes-service.ts';

const TOO_MANY = 'Too many requests. Please try again later.';
const TEN_MINUTES = 10 * 60_000;
/**
 * Guessing codes takes many tries: every attempt, right or wrong, counts against the player and
 * against their address (in Redis when configured, so every server counts together).
 */
const PER_PLAYER: LimitRule = {
  name: 'redeem-code-player',
  max: 10,
  windowMs: TEN_MINUTES,
  message: TOO_MANY,
};
const PER_ADDRESS: LimitRule = { name: 'redeem-code-ip', max: 30, windowMs: TEN_MINUTES, message: TOO_MANY };

/** `POST /api/codes/redeem` (issue 36): a confirmed player redeems a promo code. */
export const codeRoutes: FastifyPluginAsyncZod<{
  codes: CodesService;
  rateLimits: RateLimits;
  rateLimitScale: number;
}> = async (app, { codes, rateLimits, rateLimitScale }) => {
  const scaled = (rule: LimitRule) => ({ ...rule, max: Math.ceil(rule.max * rateLimitScale) });
  app.post(
    '/api/codes/redeem',
    {
      preHandler: app.guards.requireConfirmed,
      schema: {
        tags: ['codes'],
        security: [{ bearer: [] }],
        body: redeemBody,
        response: { 200: redeemResponse },
      },
    },
    async (request) => {
      const { user } = request.authenticated();
      await rateLimits.check([
        { rule: scaled(PER_ADDRESS), key: request.ip },
        { rule: scaled(PER_PLAYER), key: String(user.id) },
      ]);
      return {
        success: true as const,
        data: await codes.redeem(user.id, request.body.code, request.ip),
      };
    },
  );
};
