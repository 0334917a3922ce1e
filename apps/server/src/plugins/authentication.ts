import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STAFF_AREAS, type StaffArea, type StaffRole } from '@pitchside/contract/staff-roles';
import type { Database } from '../db/client.ts';
import type { sessions, users } from '../db/schema/accounts.ts';
import { AppError } from '../lib/app-error.ts';
import { findSession, isTokenOfBlockedAccount, touchSession } from '../modules/account/index.ts';

export interface Authenticated {
  user: typeof users.$inferSelect;
  session: typeof sessions.$inferSelect;
}

/** preHandlers for protected routes, on `app.guards`. */
export interface AuthGuards {
  /** Any signed-in player. */
  requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** A signed-in player with a verified e-mail (spec §6). */
  requireConfirmed(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Staff of one of these roles. */
  requireRole(...roles: StaffRole[]): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** Staff whose role may use this area of the console (`STAFF_AREAS`, decision 0025). */
  requireStaff(area: StaffArea): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    guards: AuthGuards;
  }
  interface FastifyRequest {
    auth?: Authenticated;
    /** The player a guard let through; throws UNAUTHORIZED on a route no guard protects. */
    authenticated(): Authenticated;
  }
}

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
};

/** How stale a session's "last seen" may get before a request refreshes it. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

const unauthorized = () => new AppError('UNAUTHORIZED', 'Session expired. Please login again.');
const blocked = () =>
  new AppError('ACCOUNT_BLOCKED', 'Your account has been blocked. Please contact support.');

/**
 * Authentication as a cross-cutting concern: routes name a guard (`app.guards.requireConfirmed`)
 * and read `request.authenticated()`; no module imports another to learn who is asking.
 */
export function registerAuthentication(
  app: FastifyInstance,
  options: {
    db: Database;
    clock: () => Date;
    /**
     * Staff must have a second factor (issue 16): without it every staff route answers
     * TWO_FACTOR_REQUIRED and the console sends them to set it up first; with it, only a
     * session that passed it (sessions.secondFactorAt) reaches the staff routes.
     */
    staffSecondFactor?: (userId: number) => Promise<boolean>;
  },
) {
  const { db, clock } = options;
  const authenticate = async (request: FastifyRequest): Promise<Authenticated> => {
    const token = bearer(request);
    if (!token) throw unauthorized();
    const found = await findSession(db, token, clock());
    // A block ends the account's sessions; its player still learns why on their next call.
    if (!found) throw (await isTokenOfBlockedAccount(db, token)) ? blocked() : unauthorized();
    if (found.user.blockedAt) throw blocked();
    // "Last seen" needs minute precision, not a write per request: touch at most once a minute.
    const now = clock();
    if (now.getTime() - found.session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
      await touchSession(db, found.session.id, now);
    }
    request.auth = found;
    return found;
  };
  const requireRole =
    (roles: readonly StaffRole[]) =>
    async (request: FastifyRequest): Promise<void> => {
      const { user } = await authenticate(request);
      if (!(roles as readonly string[]).includes(user.role)) {
        throw new AppError('FORBIDDEN', 'You do not have permission for this action.');
      }
      if (options.staffSecondFactor) {
        if (!(await options.staffSecondFactor(user.id))) {
          throw new AppError('TWO_FACTOR_REQUIRED', 'Set up two-factor sign-in to use the staff tools.', 403);
        }
        // A session opened before two-factor was on (or by a path without the code) is no
        // staff session: sign in again, with the code (issue 31).
        if (!request.auth?.session.secondFactorAt) {
          throw new AppError(
            'UNAUTHORIZED',
            'Sign in again with your authenticator code to use the staff tools.',
          );
        }
      }
    };
  const guards: AuthGuards = {
    requireUser: async (request) => {
      await authenticate(request);
    },
    requireConfirmed: async (request) => {
      const { user } = await authenticate(request);
      if (!user.emailConfirmedAt) {
        throw new AppError('EMAIL_NOT_CONFIRMED', 'Please verify your email address first.');
      }
    },
    requireRole: (...roles) => requireRole(roles),
    requireStaff: (area) => requireRole(STAFF_AREAS[area]),
  };
  app.decorate('guards', guards);
  app.decorateRequest('auth', undefined);
  app.decorateRequest('authenticated', function (this: FastifyRequest): Authenticated {
    if (!this.auth) throw unauthorized();
    return this.auth;
  });
}
