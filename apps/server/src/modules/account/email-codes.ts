import { createHash } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { emailCodes } from '../../db/schema/accounts.ts';
import { AppError } from '../../lib/app-error.ts';
import { randomSixDigitCode, safeEqual } from '../../lib/security/tokens.ts';

type Purpose = 'verify_email' | 'change_email';

export const CODE_TTL_MS = 15 * 60_000;
/** Wrong guesses allowed per code: 5 of 1,000,000 makes guessing hopeless. */
export const CODE_MAX_ATTEMPTS = 5;

// Salting with the account and purpose keeps equal codes of different accounts apart.
const hashCode = (userId: number, purpose: Purpose, code: string) =>
  createHash('sha256').update(`${userId}:${purpose}:${code}`).digest('hex');

export async function issueCode(
  db: Database,
  options: { userId: number; purpose: Purpose; sentTo: string; now: Date },
): Promise<string> {
  const code = randomSixDigitCode();
  await db.insert(emailCodes).values({
    userId: options.userId,
    purpose: options.purpose,
    codeHash: hashCode(options.userId, options.purpose, code),
    sentTo: options.sentTo,
    createdAt: options.now,
    expiresAt: new Date(options.now.getTime() + CODE_TTL_MS),
  });
  return code;
}

export async function latestCode(db: Database, userId: number, purpose: Purpose) {
  const [row] = await db
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, purpose)))
    .orderBy(desc(emailCodes.createdAt), desc(emailCodes.id))
    .limit(1);
  return row ?? null;
}

/**
 * Accepts the latest code once. Every attempt is counted first, in one conditional UPDATE, so a
 * burst of guesses sent at once gets at most CODE_MAX_ATTEMPTS evaluated: the counter is never
 * read and written back. The update that marks the code used is conditional too, so two
 * simultaneous correct submissions succeed only once.
 */
export async function consumeCode(
  db: Database,
  options: { userId: number; purpose: Purpose; code: string; now: Date },
): Promise<{ sentTo: string }> {
  const row = await latestCode(db, options.userId, options.purpose);
  if (!row) throw new AppError('CODE_INVALID', 'Invalid verification code');
  const matches = safeEqual(row.codeHash, hashCode(options.userId, options.purpose, options.code));
  if (row.usedAt) {
    throw matches
      ? new AppError('CODE_USED', 'This code has already been used.')
      : new AppError('CODE_INVALID', 'Invalid verification code');
  }
  const [counted] = await db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(
      and(eq(emailCodes.id, row.id), isNull(emailCodes.usedAt), lt(emailCodes.attempts, CODE_MAX_ATTEMPTS)),
    )
    .returning({ attempts: emailCodes.attempts });
  if (!counted) {
    throw new AppError('CODE_ATTEMPTS_EXCEEDED', 'Too many attempts. Please request a new code');
  }
  if (row.expiresAt <= options.now) throw new AppError('CODE_EXPIRED', 'Verification code has expired');
  if (!matches) throw new AppError('CODE_INVALID', 'Invalid verification code');
  const used = await db
    .update(emailCodes)
    .set({ usedAt: options.now })
    .where(and(eq(emailCodes.id, row.id), isNull(emailCodes.usedAt)))
    .returning({ id: emailCodes.id });
  if (used.length === 0) throw new AppError('CODE_USED', 'This code has already been used.');
  return { sentTo: row.sentTo };
}
