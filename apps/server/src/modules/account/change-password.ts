import { eq } from 'drizzle-orm';
import { PASSWORD_MIN_NEW, passwordClasses } from '@pitchside/contract/account';
import { users } from '../../db/schema/accounts.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/security/passwords.ts';
import type { AccountDeps, UserRow } from './deps.ts';
import { retireResetLinks } from './reset-links.ts';
import { revokeAllSessions } from './sessions.ts';
import { securityEvent } from './sign-in-effects.ts';

export interface ChangePasswordInput {
  current: string;
  next: string;
  confirm: string;
}

/** A signed-in player's new password; every session ends, so they log in again. */
export async function changePassword(deps: AccountDeps, user: UserRow, input: ChangePasswordInput) {
  const { db, clock } = deps;
  const { current, next, confirm } = input;
  if (!(await verifyPassword(user.passwordHash, current))) {
    throw new AppError('WRONG_CURRENT_PASSWORD', 'Current password is incorrect');
  }
  if (next !== confirm) throw new AppError('PASSWORDS_DO_NOT_MATCH', 'Passwords do not match');
  if (next.length < PASSWORD_MIN_NEW || passwordClasses(next) < 3) {
    throw new AppError(
      'PASSWORD_TOO_WEAK',
      'Password must be at least 8 characters and contain at least 3 of: uppercase, lowercase, number, special character',
    );
  }
  if (next === current)
    throw new AppError('PASSWORD_UNCHANGED', 'New password must be different from the current password');
  const passwordHash = await hashPassword(next);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: clock() }).where(eq(users.id, user.id));
    await revokeAllSessions(tx, user.id, clock());
    await securityEvent(deps, tx, user, 'auth.password_changed');
    // A reset link mailed before the change must not undo it.
    await retireResetLinks(tx, user.id, clock());
  });
}
