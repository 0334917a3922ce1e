import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelope } from '@pitchside/contract/api';
import { gameSignInBody, gameSignInResponse } from '@pitchside/contract/game-sign-in';
import type { Database } from '../../db/client.ts';
import type { RateLimits } from '../../lib/rate-limiter.ts';
import type { GameSignIn } from './game-sign-in.ts';
import { accountRateLimits } from './rate-limits.ts';
import { sessionUserOf } from './session-user.ts';

/**
 * `POST /api/account/game-sign-in`: the portal page a sign-in link from the game opens hands its
 * token here (docs/game-integration.md). A linked account is signed in, answered like a login
 * plus where to go; a game player without an account is sent to sign-up with its referral ID.
 */
export const gameSignInRoutes: FastifyPluginAsyncZod<{
  db: Database;
  gameSignIn: GameSignIn;
  clock: () => Date;
  rateLimits: RateLimits;
  rateLimitScale: number;
}> = async (app, { db, gameSignIn, clock, rateLimits, rateLimitScale }) => {
  const limits = accountRateLimits(rateLimits, rateLimitScale);

  app.post(
    '/api/account/game-sign-in',
    {
      preHandler: limits.gameSignIn,
      schema: {
        tags: ['account'],
        summary: 'Redeem a one-time sign-in link from the game',
        body: gameSignInBody,
        response: {
          200: gameSignInResponse,
          400: errorEnvelope,
          403: errorEnvelope,
          410: errorEnvelope,
          429: errorEnvelope,
        },
      },
    },
    async (request) => {
      const userAgent = request.headers['user-agent'];
      const result = await gameSignIn.redeem(
        request.body.token,
        typeof userAgent === 'string' ? userAgent : undefined,
        request.ip,
      );
      if (result.kind === 'signUp') {
        return { success: true as const, signUp: { referralId: result.referralId, next: result.next } };
      }
      return {
        success: true as const,
        token: result.token,
        user: await sessionUserOf(db, result.user, clock()),
        message: 'Login successful',
        next: result.next,
      };
    },
  );
};
