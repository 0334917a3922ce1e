import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';

export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: Database, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findUserByReferralId(db: Database, referralId: string) {
  const [row] = await db.select().from(users).where(eq(users.referralId, referralId)).limit(1);
  return row ?? null;
}

/** PostgreSQL's unique_violation, with the index that refused the row. */
export function uniqueViolation(error: unknown): string | null {
  const pgError = (error as { cause?: unknown })?.cause ?? error;
  const { code, constraint } = (pgError ?? {}) as { code?: string; constraint?: string };
  return code === '23505' ? (constraint ?? 'unknown') : null;
}

/** Points the account at its new avatar file; answers the updated row. */
export async function setAvatarPath(db: Database, userId: number, avatarPath: string, now: Date) {
  const [updated] = await db
    .update(users)
    .set({ avatarPath, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return updated ?? null;
}

export async function avatarPathOf(db: Database, userId: number) {
  const [row] = await db.select({ avatarPath: users.avatarPath }).from(users).where(eq(users.id, userId));
  return row?.avatarPath ?? null;
}

/**
 * Blocks (`blockedAt` a time) or unblocks (null) an account. Answers the row as it was, so the
 * caller can record the change, or null when there is no such account.
 */
export async function setBlockedAt(
  handle: Pick<Database, 'select' | 'update'>,
  userId: number,
  blockedAt: Date | null,
  now: Date,
) {
  const [before] = await handle.select().from(users).where(eq(users.id, userId)).for('update');
  if (!before) return null;
  await handle.update(users).set({ blockedAt, updatedAt: now }).where(eq(users.id, userId));
  return before;
}
