import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authResponse,
  changeEmailBody,
  changePasswordBody,
  emailOnlyBody,
  gameUser,
  loginBody,
  referralQuery,
  sendChangeEmailCodeBody,
  registerBody,
  registerResponse,
  resetPasswordBody,
  resetTokenBody,
  validateSessionResponse,
  verifyEmailBody,
} from '@pitchside/contract/account';
import { messageEnvelope, okEnvelope } from '@pitchside/contract/api';
import type { AccountService } from './account-service.ts';
import type { RateLimits } from '../../lib/rate-limiter.ts';
import { accountRateLimits } from './rate-limits.ts';
import { loginResponse, twoFactorLoginBody } from '@pitchside/contract/account-security';
import { revokeSession } from './sessions.ts';
import { sessionUserOf } from './session-user.ts';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS, DEVICE_COOKIE_PATH } from './known-devices.ts';
import type { Database } from '../../db/client.ts';

const tags = ['account'];

export const accountRoutes: FastifyPluginAsyncZod<{
  db: Database;
  accounts: AccountService;
  clock: () => Date;
  rateLimits: RateLimits;
  rateLimitScale: number;
  /** Cookies only over HTTPS (PUBLIC_URL is https). */
  secureCookies: boolean;
}> = async (app, { db, accounts, clock, rateLimits, rateLimitScale, secureCookies }) => {
  const limits = accountRateLimits(rateLimits, rateLimitScale);
  /** The device cookie (known-devices.ts): HttpOnly, sent only to the login routes. */
  const setDeviceCookie = (reply: FastifyReply, device: string) =>
    reply.setCookie(DEVICE_COOKIE, device, {
      path: DEVICE_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies,
      maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
    });
  const ua = (headers: Record<string, unknown>) =>
    typeof headers['user-agent'] === 'string' ? headers['user-agent'] : undefined;

  app.post(
    '/api/account/login',
    { preHandler: limits.login, schema: { tags, body: loginBody, response: { 200: loginResponse } } },
    async (request, reply) => {
      const { email, password, remember } = request.body;
      const result = await accounts.login(
        email,
        password,
        remember ?? false,
        ua(request.headers),
        request.ip,
        request.cookies[DEVICE_COOKIE],
      );
      if ('challenge' in result) {
        return {
          success: true as const,
          twoFactorRequired: true as const,
          challenge: result.challenge,
          message: 'Enter the code from your authenticator app',
        };
      }
      setDeviceCookie(reply, result.device);
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
      const { token, user, device } = await accounts.completeTwoFactorLogin(
        request.body.challenge,
        request.body.code,
        ua(request.headers),
        request.ip,
        request.cookies[DEVICE_COOKIE],
      );
      setDeviceCookie(reply, device);
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
      schema: {
        tags,
        security: [{ bearer: [] }],
        response: { 200: validateSessionResponse },
      },
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

  app.post(
    '/api/account/register',
    {
      preHandler: limits.register,
      schema: {
        tags,
        body: registerBody,
        response: {
          201: registerResponse,
        },
      },
    },
    async (request, reply) => {
      await accounts.register(request.body);
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
      const { token, user } = await accounts.verifyEmail(
        request.body.email,
        request.body.code,
        ua(request.headers),
        request.ip,
      );
      return {
        success: true as const,
        token,
        user: await sessionUserOf(db, user, clock()),
        message: 'Email Verified!',
      };
    },
  );

  app.post(
    '/api/account/register/resend-code',
    { preHandler: limits.resend, schema: { tags, body: emailOnlyBody, response: { 200: messageEnvelope } } },
    async (request) => {
      await accounts.resendCode(request.body.email);
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
      data: await accounts.searchReferral(request.query.referralID, request.query.forGift === 'true'),
    }),
  );

  app.post(
    '/api/account/forgot-password',
    { preHandler: limits.forgot, schema: { tags, body: emailOnlyBody, response: { 200: messageEnvelope } } },
    async (request) => {
      await accounts.forgotPassword(request.body.email);
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
      await accounts.checkResetToken(request.body.token);
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
      const { token, password, confirmPassword } = request.body;
      const result = await accounts.resetPassword(
        token,
        password,
        confirmPassword,
        ua(request.headers),
        request.ip,
      );
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
        user: await sessionUserOf(db, result.user, clock()),
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
      await accounts.changePassword(
        request.authenticated().user,
        currentPassword,
        newPassword,
        confirmPassword,
      );
      return { success: true as const, message: 'Password changed. Please log in again.' };
    },
  );

  app.post(
    '/api/account/change-email/send-code',
    {
      preHandler: [app.guards.requireUser, limits.changeEmail],
      schema: {
        tags,
        security: [{ bearer: [] }],
        body: sendChangeEmailCodeBody,
        response: { 200: messageEnvelope },
      },
    },
    async (request) => {
      await accounts.sendChangeEmailCode(request.authenticated().user, request.body.newEmail);
      return { success: true as const, message: 'A code has been sent to your new email address.' };
    },
  );

  app.post(
    '/api/account/change-email',
    {
      preHandler: [app.guards.requireUser, limits.changeEmail],
      schema: { tags, security: [{ bearer: [] }], body: changeEmailBody, response: { 200: messageEnvelope } },
    },
    async (request) => {
      const { code, newEmail, confirmEmail } = request.body;
      await accounts.changeEmail(request.authenticated().user, code, newEmail, confirmEmail);
      return { success: true as const, message: 'Email changed. Please log in again.' };
    },
  );
};
