import { and, eq, isNull } from 'drizzle-orm';
import { passwordResets, users } from '../../db/schema/accounts.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/security/passwords.ts';
import type { AccountDeps, UserRow } from './deps.ts';
import { accountBlocked } from './account-errors.ts';
import { checkResetToken } from './check-reset-token.ts';
import { openLoginChallenge } from './login-challenges.ts';
import { retireResetLinks } from './reset-links.ts';
import { openSession, revokeAllSessions } from './sessions.ts';
import { securityEvent } from './sign-in-effects.ts';
import { findUserById } from './user-repository.ts';

export interface ResetPasswordInput {
  token: string;
  password: string;
  confirmPassword: string;
  userAgent?: string | undefined;
  ip?: string | undefined;
}

/** A reset link sets a new password, ends every session and opens a new one (or a challenge). */
export async function resetPassword(
  deps: AccountDeps,
  input: ResetPasswordInput,
): Promise<{ token: string; user: UserRow } | { challenge: string; user: UserRow }> {
  const { db, clock } = deps;
  const { password, userAgent, ip } = input;
  if (password !== input.confirmPassword)
    throw new AppError('PASSWORDS_DO_NOT_MATCH', 'Passwords do not match.');
  const reset = await checkResetToken(deps, input.token);
  const user = await findUserById(db, reset.userId);
  if (!user) throw new AppError('RESET_LINK_INVALID', 'Invalid reset link. Please request a new one.');
  if (user.blockedAt) throw accountBlocked();
  const passwordHash = await hashPassword(password);
  const secondFactor = Boolean(deps.twoFactor && (await deps.twoFactor.isEnabled(user.id)));
  return db.transaction(async (tx) => {
    const used = await tx
      .update(passwordResets)
      .set({ usedAt: clock() })
      .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    if (used.length === 0) throw new AppError('RESET_LINK_USED', 'This reset link has already been used.');
    await retireResetLinks(tx, user.id, clock());
    // Following the link proves the mailbox, so an unverified address becomes verified.
    const [updated] = (await tx
      .update(users)
      .set({ passwordHash, emailConfirmedAt: user.emailConfirmedAt ?? clock(), updatedAt: clock() })
      .where(eq(users.id, user.id))
      .returning()) as [UserRow];
    await revokeAllSessions(tx, user.id, clock());
    await securityEvent(deps, tx, user, 'auth.password_reset', ip);
    if (secondFactor) {
      // The reset proves the mailbox, not the authenticator: with two-factor on, no session
      // exists until the code step of the login passes (issue 31).
      const challenge = await openLoginChallenge(tx, {
        userId: user.id,
        remember: false,
        userAgent,
        ip,
        now: clock(),
      });
      return { challenge, user: updated };
    }
    const sessionToken = await openSession(tx, {
      userId: user.id,
      remember: false,
      userAgent,
      ip,
      now: clock(),
    });
    return { token: sessionToken, user: updated };
  });
}
