import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordBody,
  emailOnlyBody,
  resetPasswordBody,
  resetTokenBody,
} from '@pitchside/contract/account';
import { loginResponse } from '@pitchside/contract/account-security';
import { messageEnvelope } from '@pitchside/contract/api';
import { forgotPassword } from './forgot-password.ts';
import { checkResetToken } from './check-reset-token.ts';
import { resetPassword } from './reset-password.ts';
import { changePassword } from './change-password.ts';
import { sessionUserOf } from './session-user.ts';
import { tags, userAgentOf, type AccountRouteOptions } from './route-helpers.ts';

/** A forgotten password (the mailed link and the reset) and a signed-in password change. */
export const passwordRoutes: FastifyPluginAsyncZod<AccountRouteOptions> = async (app, { deps, limits }) => {
  app.post(
    '/api/account/forgot-password',
    { preHandler: limits.forgot, schema: { tags, body: emailOnlyBody, response: { 200: messageEnvelope } } },
    async (request) => {
      await forgotPassword(deps, request.body.email);
      return {
        success: true as const,
        message: 'If an account exists for this email, a password reset link has been sent.',
      };
    },
  );

  app.post(
    '/api/account/reset-password/verify-token',
    {
      preHandler: limits.resetToken,
      schema: { tags, body: resetTokenBody, response: { 200: messageEnvelope } },
    },
    async (request) => {
      await checkResetToken(deps, request.body.token);
      return { success: true as const, message: 'Reset link is valid' };
    },
  );

  app.post(
    '/api/account/reset-password',
    {
      preHandler: limits.resetToken,
      schema: { tags, body: resetPasswordBody, response: { 200: loginResponse } },
    },
    async (request) => {
      const result = await resetPassword(deps, {
        ...request.body,
        userAgent: userAgentOf(request.headers),
        ip: request.ip,
      });
      if ('challenge' in result) {
        // Two-factor on: the new password is set, and the session waits for the code step.
        return {
          success: true as const,
          twoFactorRequired: true as const,
          challenge: result.challenge,
          message: 'Password reset. Enter the code from your authenticator app',
        };
      }
      return {
        success: true as const,
        token: result.token,
        user: await sessionUserOf(deps.db, result.user, deps.clock()),
        message: 'Password reset',
      };
    },
  );

  app.post(
    '/api/account/change-password',
    {
      preHandler: [app.guards.requireUser, limits.changePassword],
      schema: {
        tags,
        security: [{ bearer: [] }],
        body: changePasswordBody,
        response: { 200: messageEnvelope },
      },
    },
    async (request) => {
      const { currentPassword, newPassword, confirmPassword } = request.body;
      await changePassword(deps, request.authenticated().user, {
        current: currentPassword,
        next: newPassword,
        confirm: confirmPassword,
      });
      return { success: true as const, message: 'Password changed. Please log in again.' };
    },
  );
};
