import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { knownDevices } from '../../db/schema/accounts.ts';
import { hashToken, randomToken } from '../../lib/security/tokens.ts';

/**
 * The device cookie of OWASP's "blocking brute force attacks" (issue 31): a random id the
 * browser keeps in an HttpOnly cookie once it has signed in to an account. Only its SHA-256 is
 * stored, per account, so a cookie cannot be forged and names only the accounts that really
 * signed in with it. Such a browser is counted apart from strangers in the limit of wrong
 * passwords (rate-limits.ts), so strangers' guesses never lock the owner out of it.
 */
export const DEVICE_COOKIE = 'pitchside_device';
/** The cookie lives a year from the last sign-in that renewed it. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;
/** Only the login routes read it. */
export const DEVICE_COOKIE_PATH = '/api/account/login';

const wellFormed = (token: string | undefined): token is string =>
  typeof token === 'string' && /^[\w-]{40,100}$/.test(token);

/** Whether this browser (its cookie) has signed in to this account before. */
export async function isKnownDevice(db: Database, userId: number, token: string | undefined) {
  if (!wellFormed(token)) return false;
  const [row] = await db
    .select({ userId: knownDevices.userId })
    .from(knownDevices)
    .where(and(eq(knownDevices.tokenHash, hashToken(token)), eq(knownDevices.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/**
 * After a sign-in: remembers the browser for this account, keeping the id it already has (one
 * cookie serves every account signed in on it). Answers the id to (re)set as the cookie.
 */
export async function rememberDevice(db: Database, userId: number, token: string | undefined, now: Date) {
  // Only an id this server handed out is kept: a cookie planted in the browser by someone else
  // would otherwise become a known device of the account that signs in next.
  const issued =
    wellFormed(token) &&
    (
      await db
        .select({ userId: knownDevices.userId })
        .from(knownDevices)
        .where(eq(knownDevices.tokenHash, hashToken(token)))
        .limit(1)
    ).length === 1;
  const id = issued ? token : randomToken();
  await db
    .insert(knownDevices)
    .values({ tokenHash: hashToken(id), userId, createdAt: now, lastUsedAt: now })
    .onConflictDoUpdate({
      target: [knownDevices.tokenHash, knownDevices.userId],
      set: { lastUsedAt: now },
    });
  return id;
}
