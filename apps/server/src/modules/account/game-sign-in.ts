import { asc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { AppError } from '../../lib/app-error.ts';
import { redeemSignInLink } from '../game/index.ts';
import { openSession } from './sessions.ts';
import { signInEvent } from './sign-in-effects.ts';

type UserRow = typeof users.$inferSelect;

export interface GameSignInDeps {
  db: Database;
  clock: () => Date;
  /**
   * What follows a login (sign-in-effects.ts afterSignIn: greeting, new-device notice, end of a
   * pending deletion), so both sign-ins behave alike. Answers the user as the session shows it.
   */
  afterSignIn: (user: UserRow, sessionToken: string, userAgent?: string, ip?: string) => Promise<UserRow>;
  /**
   * Whether the account has two-factor sign-in on. Such an account has asked for a second
   * factor on every sign-in, which a link from the game is not: it is told to log in instead.
   */
  secondFactorEnabled?: (userId: number) => Promise<boolean>;
}

export type GameSignInResult =
  | { kind: 'signedIn'; token: string; user: UserRow; next: string }
  | { kind: 'signUp'; referralId: string; next: string };

const linkInvalid = () =>
  new AppError('GAME_SIGN_IN_LINK_INVALID', 'This sign-in link has expired or has already been used.');

/** The portal account linked to a game player (one per player, by the referral ID it signed up with). */
async function findUserByGamePlayerId(handle: Database | Transaction, gamePlayerId: number) {
  const [row] = await handle
    .select()
    .from(users)
    .where(eq(users.gamePlayerId, gamePlayerId))
    .orderBy(asc(users.id))
    .limit(1);
  return row ?? null;
}

/**
 * Redeems a sign-in link the game asked for (docs/game-integration.md). Using the link up is one
 * atomic UPDATE, so it signs in once, even with two browsers racing. A link used by a blocked
 * account, a staff account or one with two-factor sign-in is used up too, but opens no session.
 */
export function createGameSignIn(deps: GameSignInDeps) {
  const { db, clock } = deps;

  return {
    async redeem(token: string, userAgent?: string, ip?: string): Promise<GameSignInResult> {
      const now = clock();
      // Its own statement, committed at once: the row lock lasts no longer than the UPDATE, so
      // racing browsers never hold connections while they wait for each other.
      const link = await redeemSignInLink(db, token, now);
      if (!link) throw linkInvalid();
      const user = await findUserByGamePlayerId(db, link.gamePlayerId);
      if (!user) return { kind: 'signUp', referralId: link.referralId, next: link.next };

      const event = (handle: Database | Transaction, action: string, extra: Record<string, unknown> = {}) =>
        signInEvent(handle, now, user, action, { method: 'game', userAgent, ip, extra });
      if (user.blockedAt) {
        await event(db, 'auth.login_blocked');
        throw new AppError('ACCOUNT_BLOCKED', 'Your account has been blocked. Please contact support.');
      }
      // Staff accounts reach the back office: they sign in with their password (and code) only.
      const secondFactorEnabled = deps.secondFactorEnabled ?? (async () => false);
      const reason =
        user.role !== 'player' ? 'staff' : (await secondFactorEnabled(user.id)) ? 'two_factor' : null;
      if (reason) {
        await event(db, 'auth.login_refused', { reason });
        throw new AppError('FORBIDDEN', 'This account signs in with its password. Please log in.');
      }
      const sessionToken = await db.transaction(async (tx) => {
        await event(tx, 'auth.login');
        return openSession(tx, { userId: user.id, remember: false, userAgent, ip, now });
      });
      const signedIn = await deps.afterSignIn(user, sessionToken, userAgent, ip);
      return { kind: 'signedIn', token: sessionToken, user: signedIn, next: link.next };
    },
  };
}

export type GameSignIn = ReturnType<typeof createGameSignIn>;
