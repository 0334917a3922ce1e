import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import type { AccountDeps, UserRow } from './deps.ts';
import { emailAlreadyVerified, emailNotFound } from './account-errors.ts';
import { consumeCode } from './email-codes.ts';
import { openSession } from './sessions.ts';
import { findUserByEmail } from './user-repository.ts';

/** The sign-up's code confirms the address and opens the first session. */
export async function verifyEmail(
  deps: AccountDeps,
  email: string,
  code: string,
  userAgent?: string,
  ip?: string,
) {
  const { db, clock } = deps;
  const user = await findUserByEmail(db, email);
  if (!user) throw emailNotFound();
  if (user.emailConfirmedAt) throw emailAlreadyVerified();
  await consumeCode(db, { userId: user.id, purpose: 'verify_email', code, now: clock() });
  const [confirmed] = (await db
    .update(users)
    .set({ emailConfirmedAt: clock(), updatedAt: clock() })
    .where(eq(users.id, user.id))
    .returning()) as [UserRow];
  const token = await openSession(db, { userId: user.id, remember: false, userAgent, ip, now: clock() });
  return { token, user: confirmed };
}
