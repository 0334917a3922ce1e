import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountSessionsResponse,
  endedSessionsResponse,
  loginHistoryResponse,
  END_LINK_INVALID,
  endSessionByLinkBody,
  sessionIdParams,
  twoFactorDisableBody,
  twoFactorEnableBody,
  twoFactorEnableResponse,
  twoFactorSetupResponse,
  twoFactorStatusResponse,
  type LoginHistoryEntry,
} from '@pitchside/contract/account-security';
import { messageEnvelope } from '@pitchside/contract/api';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { deviceOf, networkOf } from '../../lib/security/device.ts';
import type { RateLimits } from '../../lib/rate-limiter.ts';
import { recordAudit } from '../audit/index.ts';
import { accountRateLimits } from './rate-limits.ts';
import {
  endOtherSessions,
  endSessionByLink,
  endSessionOf,
  liveSessionsOf,
  loginHistoryOf,
} from './security-repository.ts';
import { hashToken } from '../../lib/security/tokens.ts';
import type { TwoFactorService } from './two-factor.ts';

const tags = ['account'];
const security = [{ bearer: [] }];

/**
 * The security tab (issue 16): the authenticator second factor, the signed-in sessions with
 * "sign out" each and everywhere else, and the last sign-ins and failed attempts.
 */
export const securityRoutes: FastifyPluginAsyncZod<{
  db: Database;
  twoFactor: TwoFactorService;
  clock: () => Date;
  rateLimits: RateLimits;
  rateLimitScale: number;
}> = async (app, { db, twoFactor, clock, rateLimits, rateLimitScale }) => {
  const limits = accountRateLimits(rateLimits, rateLimitScale);
  const requireUser = app.guards.requireUser;

  app.get(
    '/api/account/two-factor',
    { preHandler: requireUser, schema: { tags, security, response: { 200: twoFactorStatusResponse } } },
    async (request) => ({
      success: true as const,
      data: await twoFactor.status(request.authenticated().user),
    }),
  );

  app.post(
    '/api/account/two-factor/setup',
    {
      preHandler: [requireUser, limits.twoFactorManage],
      schema: { tags, security, response: { 200: twoFactorSetupResponse } },
    },
    async (request) => ({
      success: true as const,
      data: await twoFactor.beginSetup(request.authenticated().user),
    }),
  );

  app.post(
    '/api/account/two-factor/enable',
    {
      preHandler: [requireUser, limits.twoFactorManage],
      schema: { tags, security, body: twoFactorEnableBody, response: { 200: twoFactorEnableResponse } },
    },
    async (request) => {
      const { user, session } = request.authenticated();
      const codes = await twoFactor.enable(user, request.body.code, request.ip, session.id);
      return { success: true as const, data: { recoveryCodes: codes } };
    },
  );

  app.post(
    '/api/account/two-factor/disable',
    {
      preHandler: [requireUser, limits.twoFactorManage],
      schema: { tags, security, body: twoFactorDisableBody, response: { 200: messageEnvelope } },
    },
    async (request) => {
      const { user } = request.authenticated();
      if (twoFactor.staffRequired && user.role !== 'player') {
        throw new AppError('TWO_FACTOR_REQUIRED', 'Staff accounts keep two-factor sign-in on.', 403);
      }
      await twoFactor.disable(user, request.body.password, request.body.code, request.ip);
      return { success: true as const, message: 'Two-factor sign-in is off.' };
    },
  );

  app.get(
    '/api/account/sessions',
    { preHandler: requireUser, schema: { tags, security, response: { 200: accountSessionsResponse } } },
    async (request) => {
      const { user, session } = request.authenticated();
      const rows = await liveSessionsOf(db, user.id, clock());
      return {
        success: true as const,
        data: rows.map((row) => ({
          id: row.id,
          ...deviceOf(row.userAgent),
          network: networkOf(row.ip),
          createdAt: row.createdAt.toISOString(),
          lastSeenAt: row.lastSeenAt.toISOString(),
          current: row.id === session.id,
        })),
      };
    },
  );

  app.delete(
    '/api/account/sessions/:id',
    {
      preHandler: requireUser,
      schema: { tags, security, params: sessionIdParams, response: { 200: messageEnvelope } },
    },
    async (request) => {
      const { user } = request.authenticated();
      if (!(await endSessionOf(db, user.id, request.params.id, clock()))) {
        throw new AppError('NOT_FOUND', 'Session not found');
      }
      await recordAudit(db, {
        at: clock(),
        actor: user,
        action: 'auth.session_ended',
        target: { type: 'user', id: user.id },
        ip: request.ip,
        after: { sessionId: request.params.id },
      });
      return { success: true as const, message: 'Signed out on that device.' };
    },
  );

  app.post(
    '/api/account/sessions/end-others',
    { preHandler: requireUser, schema: { tags, security, response: { 200: endedSessionsResponse } } },
    async (request) => {
      const { user, session } = request.authenticated();
      const ended = await endOtherSessions(db, user.id, session.id, clock());
      await recordAudit(db, {
        at: clock(),
        actor: user,
        action: 'auth.sessions_ended',
        target: { type: 'user', id: user.id },
        ip: request.ip,
        after: { ended },
      });
      return { success: true as const, data: { ended } };
    },
  );

  // From the "new sign-in" e-mail, without being signed in: the link's token is the proof.
  app.post(
    '/api/account/sessions/end-by-link',
    {
      preHandler: limits.resetToken,
      schema: { tags, body: endSessionByLinkBody, response: { 200: messageEnvelope } },
    },
    async (request) => {
      const ended = await endSessionByLink(db, hashToken(request.body.token), clock());
      if (!ended) throw new AppError('NOT_FOUND', END_LINK_INVALID);
      await recordAudit(db, {
        at: clock(),
        actor: null,
        action: 'auth.session_ended',
        target: { type: 'user', id: ended.userId },
        ip: request.ip,
        after: { sessionId: ended.id, by: 'new-sign-in e-mail' },
      });
      return { success: true as const, message: 'That session is over.' };
    },
  );

  app.get(
    '/api/account/login-history',
    { preHandler: requireUser, schema: { tags, security, response: { 200: loginHistoryResponse } } },
    async (request) => {
      const rows = await loginHistoryOf(db, request.authenticated().user.id);
      const data = rows.map((row): LoginHistoryEntry => {
        const after = (row.after ?? {}) as { method?: unknown; userAgent?: unknown };
        const method = ['password', 'app', 'recovery', 'game'].find((m) => m === after.method) ?? null;
        return {
          at: row.at.toISOString(),
          outcome:
            row.action === 'auth.login'
              ? 'success'
              : row.action === 'auth.login_blocked'
                ? 'blocked'
                : 'failed',
          method: method as LoginHistoryEntry['method'],
          ...deviceOf(typeof after.userAgent === 'string' ? after.userAgent : null),
          network: networkOf(row.ip),
        };
      });
      return { success: true as const, data };
    },
  );
};
