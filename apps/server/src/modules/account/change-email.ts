import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import type { AccountDeps, UserRow } from './deps.ts';
import { emailTaken, emailUnchanged } from './account-errors.ts';
import { consumeCode } from './email-codes.ts';
import { revokeAllSessions } from './sessions.ts';
import { findUserByEmail, uniqueViolation } from './user-repository.ts';

export interface ChangeEmailInput {
  code: string;
  newEmail: string;
  confirmEmail: string;
}

/** The code mailed to the new address moves the account there; every session ends. */
export async function changeEmail(deps: AccountDeps, user: UserRow, input: ChangeEmailInput) {
  const { db, clock } = deps;
  const { code, newEmail } = input;
  if (newEmail !== input.confirmEmail)
    throw new AppError('EMAILS_DO_NOT_MATCH', 'Email addresses do not match');
  if (newEmail === user.email.toLowerCase()) throw emailUnchanged();
  if (await findUserByEmail(db, newEmail)) throw emailTaken();
  const { sentTo } = await consumeCode(db, { userId: user.id, purpose: 'change_email', code, now: clock() });
  // The code proves only the address it was sent to.
  if (sentTo.toLowerCase() !== newEmail) throw new AppError('CODE_INVALID', 'Invalid verification code');
  try {
    await db.transaction(async (tx) => {
      await tx.update(users).set({ email: newEmail, updatedAt: clock() }).where(eq(users.id, user.id));
      await revokeAllSessions(tx, user.id, clock());
      await recordAudit(tx, {
        at: clock(),
        actor: user,
        action: 'auth.email_changed',
        target: { type: 'user', id: user.id },
        before: { email: user.email },
        after: { email: newEmail },
      });
    });
  } catch (error) {
    if (uniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
