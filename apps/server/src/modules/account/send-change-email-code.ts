import { renderMail } from '../mail/index.ts';
import type { AccountDeps, UserRow } from './deps.ts';
import { emailTaken, emailUnchanged } from './account-errors.ts';
import { findUserByEmail } from './user-repository.ts';
import { sendCodeAfterCooldown } from './verification-codes.ts';

/**
 * An e-mail change starts with a code to the NEW address (it proves the address is the
 * player's) and a notice to the current one, so a stolen session cannot move the account
 * away unseen. Nothing changes until the code comes back.
 */
export async function sendChangeEmailCode(deps: AccountDeps, user: UserRow, newEmail: string) {
  if (newEmail === user.email.toLowerCase()) throw emailUnchanged();
  if (await findUserByEmail(deps.db, newEmail)) throw emailTaken();
  await sendCodeAfterCooldown(deps, user, 'change_email', newEmail);
  await deps.mail.send(
    renderMail('emailChangeNotice', {
      to: user.email,
      language: user.language,
      product: deps.productName,
      vars: { name: user.name, newEmail },
    }),
  );
}
