import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { sessions, users } from '../../db/schema/accounts.ts';
import { AppError } from '../../lib/app-error.ts';
import { findSession, touchSession } from './sessions.ts';

export interface Authenticated {
  user: typeof users.$inferSelect;
  session: typeof sessions.$inferSelect;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: Authenticated;
  }
}

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
};

/** How stale a session's "last seen" may get before a request refreshes it. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

export const unauthorized = () => new AppError('UNAUTHORIZED', 'Session expired. Please login again.');

/**
 * preHandlers for protected routes. `confirmed` also needs a verified e-mail (spec §6); roles
 * gate the staff console.
 */
export function authGuards(db: Database, clock: () => Date) {
  const authenticate = async (request: FastifyRequest): Promise<Authenticated> => {
    const token = bearer(request);
    if (!token) throw unauthorized();
    const found = await findSession(db, token, clock());
    if (!found) throw unauthorized();
    if (found.user.blockedAt)
      throw new AppError('ACCOUNT_BLOCKED', 'Your account has been blocked. Please contact support.');
    // "Last seen" needs minute precision, not a write per request: touch at most once a minute.
    const now = clock();
    if (now.getTime() - found.session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
      await touchSession(db, found.session.id, now);
    }
    request.auth = found;
    return found;
  };
  return {
    authenticate,
    requireUser: async (request: FastifyRequest, _reply: FastifyReply) => {
      await authenticate(request);
    },
    requireConfirmed: async (request: FastifyRequest, _reply: FastifyReply) => {
      const { user } = await authenticate(request);
      if (!user.emailConfirmedAt) {
        throw new AppError('EMAIL_NOT_CONFIRMED', 'Please verify your email address first.');
      }
    },
    requireRole:
      (...roles: Array<'support' | 'admin'>) =>
      async (request: FastifyRequest, _reply: FastifyReply) => {
        const { user } = await authenticate(request);
        if (!roles.includes(user.role as 'support' | 'admin')) {
          throw new AppError('FORBIDDEN', 'You do not have permission for this action.');
        }
      },
  };
}

export type AuthGuards = ReturnType<typeof authGuards>;

export function authOf(request: FastifyRequest): Authenticated {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
