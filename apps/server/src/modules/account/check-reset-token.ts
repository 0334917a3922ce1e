import { eq } from 'drizzle-orm';
import { passwordResets } from '../../db/schema/accounts.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashToken } from '../../lib/security/tokens.ts';
import type { AccountDeps } from './deps.ts';

/** The reset link's row, if the link is known, unused and unexpired. */
export async function checkResetToken(deps: Pick<AccountDeps, 'db' | 'clock'>, token: string) {
  const [row] = await deps.db
    .select()
    .from(passwordResets)
    .where(eq(passwordResets.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) throw new AppError('RESET_LINK_INVALID', 'Invalid reset link. Please request a new one.');
  if (row.usedAt) throw new AppError('RESET_LINK_USED', 'This reset link has already been used.');
  if (row.expiresAt <= deps.clock()) {
    throw new AppError('RESET_LINK_EXPIRED', 'This reset link has expired. Please request a new one.');
  }
  return row;
}
