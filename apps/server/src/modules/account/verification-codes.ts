import { RESEND_COOLDOWN_SECONDS } from '@pitchside/contract/account';
import { AppError } from '../../lib/app-error.ts';
import { renderMail } from '../mail/index.ts';
import type { AccountDeps, UserRow } from './deps.ts';
import { issueCode, latestCode } from './email-codes.ts';

type CodePurpose = 'verify_email' | 'change_email';

/** Mails a fresh code for the purpose (to the account's address unless another is given). */
export async function sendCode(deps: AccountDeps, user: UserRow, purpose: CodePurpose, to = user.email) {
  const code = await issueCode(deps.db, { userId: user.id, purpose, sentTo: to, now: deps.clock() });
  await deps.mail.send(
    renderMail(purpose === 'verify_email' ? 'verifyEmail' : 'changeEmail', {
      to,
      language: user.language,
      product: deps.productName,
      vars: { name: user.name },
      code,
    }),
  );
}

/** Seconds left before another code may be sent (spec §4: 120 s). */
async function cooldownRemaining(deps: AccountDeps, userId: number, purpose: CodePurpose) {
  const last = await latestCode(deps.db, userId, purpose);
  if (!last) return 0;
  const elapsed = (deps.clock().getTime() - last.createdAt.getTime()) / 1000;
  return Math.max(0, Math.ceil(RESEND_COOLDOWN_SECONDS - elapsed));
}

/** A new code only once the cooldown is over; the 429 tells the client how long to wait. */
export async function sendCodeAfterCooldown(
  deps: AccountDeps,
  user: UserRow,
  purpose: CodePurpose,
  to = user.email,
) {
  const wait = await cooldownRemaining(deps, user.id, purpose);
  if (wait > 0) {
    throw new AppError('RESEND_COOLDOWN', `Please wait ${wait} seconds before requesting a new code`, 429, {
      cooldownRemaining: wait,
      retryAfter: wait,
    });
  }
  await sendCode(deps, user, purpose, to);
}
