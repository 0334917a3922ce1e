import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { LOGIN_CHALLENGE_MINUTES } from '@pitchside/contract/account-security';
import type { Database, Transaction } from '../../db/client.ts';
import { loginChallenges } from '../../db/schema/two-factor.ts';
import { hashToken, randomToken } from '../../lib/security/tokens.ts';

type Handle = Database | Transaction;

/** Wrong codes one challenge takes before the player must enter the password again. */
export const CHALLENGE_ATTEMPTS = 5;

/** After a right password on an account with two-factor: the token the code step carries. */
export async function openLoginChallenge(
  handle: Handle,
  options: {
    userId: number;
    remember: boolean;
    userAgent?: string | undefined;
    ip?: string | undefined;
    now: Date;
  },
): Promise<string> {
  const token = randomToken();
  await handle.insert(loginChallenges).values({
    userId: options.userId,
    tokenHash: hashToken(token),
    remember: options.remember,
    userAgent: options.userAgent?.slice(0, 300),
    ip: options.ip,
    createdAt: options.now,
    expiresAt: new Date(options.now.getTime() + LOGIN_CHALLENGE_MINUTES * 60_000),
  });
  return token;
}

/**
 * Counts one attempt on a live challenge and returns it, or nothing when it is unknown, used,
 * expired or out of attempts. The count is taken before the code is checked, atomically, so
 * parallel guesses cannot exceed it.
 */
export async function attemptLoginChallenge(handle: Handle, token: string, now: Date) {
  const [row] = await handle
    .update(loginChallenges)
    .set({ attempts: sql`${loginChallenges.attempts} + 1` })
    .where(
      and(
        eq(loginChallenges.tokenHash, hashToken(token)),
        isNull(loginChallenges.usedAt),
        gt(loginChallenges.expiresAt, now),
        lt(loginChallenges.attempts, CHALLENGE_ATTEMPTS),
      ),
    )
    .returning();
  return row;
}

export async function closeLoginChallenge(handle: Handle, id: number, now: Date) {
  await handle.update(loginChallenges).set({ usedAt: now }).where(eq(loginChallenges.id, id));
}
