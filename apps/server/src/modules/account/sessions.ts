import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { SESSION_REMEMBER_TTL_SECONDS, SESSION_TTL_SECONDS } from '@pitchside/contract/account';
import type { Database } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { sessions, users } from '../../db/schema/accounts.ts';
import { hashToken, randomToken } from '../../lib/security/tokens.ts';

type Executor = Pick<Database, 'insert' | 'update' | 'select'>;

/** Opens a session and returns the only copy of its bearer token; we keep its hash. */
export async function openSession(
  db: Executor,
  options: {
    userId: number;
    remember: boolean;
    userAgent?: string | undefined;
    ip?: string | undefined;
    /** The sign-in passed a second factor (sessions.secondFactorAt). */
    secondFactor?: boolean;
    now: Date;
  },
): Promise<string> {
  const token = randomToken();
  const ttl = options.remember ? SESSION_REMEMBER_TTL_SECONDS : SESSION_TTL_SECONDS;
  await db.insert(sessions).values({
    userId: options.userId,
    tokenHash: hashToken(token),
    remember: options.remember,
    userAgent: options.userAgent?.slice(0, 300),
    ip: options.ip ?? null,
    secondFactorAt: options.secondFactor ? options.now : null,
    createdAt: options.now,
    lastSeenAt: options.now,
    expiresAt: new Date(options.now.getTime() + ttl * 1000),
  });
  return token;
}

const findSessionStatement = preparedStatement((db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('find_session'),
);

/** The live session of a bearer token, with its account: every signed-in request's first read. */
export async function findSession(db: Database, token: string, now: Date) {
  const [row] = await findSessionStatement(db).execute({ tokenHash: hashToken(token), now });
  return row ?? null;
}

export async function revokeSession(db: Executor, sessionId: number, now: Date) {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/** Password change, e-mail change and reset end every session of the account, everywhere. */
export async function revokeAllSessions(db: Executor, userId: number, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Marks activity at most once a minute, so busy clients do not write on every call. */
export async function touchSession(db: Database, sessionId: number, now: Date) {
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.id, sessionId), sql`${sessions.lastSeenAt} < ${now}`));
}

/** An account's sessions, newest first: what the back office shows next to the login history. */
export async function sessionsOf(db: Pick<Database, 'select'>, userId: number, limit: number) {
  return db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(limit);
}

/**
 * Whether a token, live or ended, belongs to a blocked account. Asked only when a token is
 * refused: a blocked player is told they are blocked (spec §8), not asked to log in again.
 */
export async function isTokenOfBlockedAccount(db: Database, token: string): Promise<boolean> {
  const [row] = await db
    .select({ blockedAt: users.blockedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  return Boolean(row?.blockedAt);
}
