import type { AccountDeps } from './deps.ts';
import { emailAlreadyVerified, emailNotFound } from './account-errors.ts';
import { findUserByEmail } from './user-repository.ts';
import { sendCodeAfterCooldown } from './verification-codes.ts';

/** Another sign-up code, once the cooldown since the last one is over. */
export async function resendCode(deps: AccountDeps, email: string) {
  const user = await findUserByEmail(deps.db, email);
  if (!user) throw emailNotFound();
  if (user.emailConfirmedAt) throw emailAlreadyVerified();
  await sendCodeAfterCooldown(deps, user, 'verify_email');
}
