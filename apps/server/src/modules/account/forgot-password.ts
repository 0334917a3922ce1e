import { RESET_LINK_TTL_SECONDS } from '@pitchside/contract/account';
import { passwordResets } from '../../db/schema/accounts.ts';
import { hashToken, randomToken } from '../../lib/security/tokens.ts';
import { renderMail } from '../mail/index.ts';
import type { AccountDeps } from './deps.ts';
import { retireResetLinks } from './reset-links.ts';
import { findUserByEmail } from './user-repository.ts';

/** Mails a reset link; the answer is the same whether or not the address has an account. */
export async function forgotPassword(deps: AccountDeps, email: string) {
  const { db, clock } = deps;
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = randomToken();
  // A newer link retires every older one: only the latest mail works.
  await retireResetLinks(db, user.id, clock());
  await db.insert(passwordResets).values({
    userId: user.id,
    tokenHash: hashToken(token),
    createdAt: clock(),
    expiresAt: new Date(clock().getTime() + RESET_LINK_TTL_SECONDS * 1000),
  });
  await deps.mail.send(
    renderMail('resetPassword', {
      to: user.email,
      language: user.language,
      product: deps.productName,
      vars: { name: user.name },
      link: `${deps.publicUrl.replace(/\/$/, '')}/reset-password/${token}`,
    }),
  );
}
