import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authResponse,
  emailOnlyBody,
  gameUser,
  referralQuery,
  registerBody,
  registerResponse,
  verifyEmailBody,
} from '@pitchside/contract/account';
import { messageEnvelope, okEnvelope } from '@pitchside/contract/api';
import { register } from './register.ts';
import { verifyEmail } from './verify-email.ts';
import { resendCode } from './resend-code.ts';
import { searchReferral } from './search-referral.ts';
import { sessionUserOf } from './session-user.ts';
import { tags, userAgentOf, type AccountRouteOptions } from './route-helpers.ts';

/** Sign-up: the referral search, the registration and its e-mailed code. */
export const registerRoutes: FastifyPluginAsyncZod<AccountRouteOptions> = async (app, { deps, limits }) => {
  app.post(
    '/api/account/register',
    {
      preHandler: limits.register,
      schema: { tags, body: registerBody, response: { 201: registerResponse } },
    },
    async (request, reply) => {
      await register(deps, request.body);
      return reply.status(201).send({
        success: true as const,
        requiresVerification: true as const,
        message: 'Registration successful. Please check your email for the verification code.',
      });
    },
  );

  app.post(
    '/api/account/register/verify-email',
    { preHandler: limits.verify, schema: { tags, body: verifyEmailBody, response: { 200: authResponse } } },
    async (request) => {
      const { token, user } = await verifyEmail(
        deps,
        request.body.email,
        request.body.code,
        userAgentOf(request.headers),
        request.ip,
      );
      return {
        success: true as const,
        token,
        user: await sessionUserOf(deps.db, user, deps.clock()),
        message: 'Email Verified!',
      };
    },
  );

  app.post(
    '/api/account/register/resend-code',
    { preHandler: limits.resend, schema: { tags, body: emailOnlyBody, response: { 200: messageEnvelope } } },
    async (request) => {
      await resendCode(deps, request.body.email);
      return { success: true as const, message: 'A new verification code has been sent to your email.' };
    },
  );

  app.get(
    '/api/account/search-with-referral',
    {
      preHandler: limits.referral,
      schema: { tags, querystring: referralQuery, response: { 200: okEnvelope(gameUser) } },
    },
    async (request) => ({
      success: true as const,
      data: await searchReferral(deps, request.query.referralID, request.query.forGift === 'true'),
    }),
  );
};
