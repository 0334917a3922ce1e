import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authResponse, loginBody, validateSessionResponse } from '@pitchside/contract/account';
import { loginResponse, twoFactorLoginBody } from '@pitchside/contract/account-security';
import { messageEnvelope } from '@pitchside/contract/api';
import { DEVICE_COOKIE } from './known-devices.ts';
import { logIn } from './log-in.ts';
import { completeTwoFactorLogin } from './complete-two-factor-login.ts';
import { revokeSession } from './sessions.ts';
import { sessionUserOf } from './session-user.ts';
import { setDeviceCookie, tags, userAgentOf, type AccountRouteOptions } from './route-helpers.ts';

/** Log in (with the two-factor step), check the session, log out. */
export const loginRoutes: FastifyPluginAsyncZod<AccountRouteOptions> = async (app, options) => {
  const { deps, limits, secureCookies } = options;
  const { db, clock } = deps;

  app.post(
    '/api/account/login',
    { preHandler: limits.login, schema: { tags, body: loginBody, response: { 200: loginResponse } } },
    async (request, reply) => {
      const { email, password, remember } = request.body;
      const result = await logIn(deps, {
        email,
        password,
        remember: remember ?? false,
        userAgent: userAgentOf(request.headers),
        ip: request.ip,
        device: request.cookies[DEVICE_COOKIE],
      });
      if ('challenge' in result) {
        return {
          success: true as const,
          twoFactorRequired: true as const,
          challenge: result.challenge,
          message: 'Enter the code from your authenticator app',
        };
      }
      setDeviceCookie(reply, result.device, secureCookies);
      return {
        success: true as const,
        token: result.token,
        user: await sessionUserOf(db, result.user, clock()),
        message: 'Login successful',
      };
    },
  );

  app.post(
    '/api/account/login/two-factor',
    {
      preHandler: limits.twoFactor,
      schema: { tags, body: twoFactorLoginBody, response: { 200: authResponse } },
    },
    async (request, reply) => {
      const { token, user, device } = await completeTwoFactorLogin(deps, {
        challenge: request.body.challenge,
        code: request.body.code,
        userAgent: userAgentOf(request.headers),
        ip: request.ip,
        device: request.cookies[DEVICE_COOKIE],
      });
      setDeviceCookie(reply, device, secureCookies);
      return {
        success: true as const,
        token,
        user: await sessionUserOf(db, user, clock()),
        message: 'Login successful',
      };
    },
  );

  app.post(
    '/api/account/login/validate',
    {
      preHandler: app.guards.requireUser,
      schema: { tags, security: [{ bearer: [] }], response: { 200: validateSessionResponse } },
    },
    async (request) => ({
      success: true as const,
      message: 'Session valid',
      user: await sessionUserOf(db, request.authenticated().user, clock()),
    }),
  );

  app.post(
    '/api/account/logout',
    {
      preHandler: app.guards.requireUser,
      schema: { tags, security: [{ bearer: [] }], response: { 200: messageEnvelope } },
    },
    async (request) => {
      await revokeSession(db, request.authenticated().session.id, clock());
      return { success: true as const, message: 'Logged out' };
    },
  );
};
