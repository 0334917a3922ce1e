import { and, desc, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import { LOGIN_HISTORY_SIZE } from '@pitchside/contract/account-security';
import type { Database } from '../../db/client.ts';
import { sessions } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/audit.ts';

/** A player's live sessions (not ended, not expired), most recently used first. */
export function liveSessionsOf(db: Database, userId: number, now: Date) {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
}

/** Ends one session of this player; false when it is not theirs or already over. */
export async function endSessionOf(db: Database, userId: number, sessionId: number, now: Date) {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length === 1;
}

export async function endOtherSessions(db: Database, userId: number, keepSessionId: number, now: Date) {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}

const SIGN_IN_ACTIONS = ['auth.login', 'auth.login_failed', 'auth.two_factor_failed', 'auth.login_blocked'];

/** The last sign-ins and failed attempts of an account (the audit log keeps them). */
export function loginHistoryOf(db: Database, userId: number) {
  return db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetType, 'user'),
        eq(auditLog.targetId, String(userId)),
        inArray(auditLog.action, SIGN_IN_ACTIONS),
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(LOGIN_HISTORY_SIZE);
}

/** Ends the session a "new sign-in" e-mail points at; its owner, or nothing when it is over. */
export async function endSessionByLink(db: Database, linkHash: string, now: Date) {
  const [ended] = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.endLinkHash, linkHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .returning({ id: sessions.id, userId: sessions.userId });
  return ended;
}
