import { AppError } from '../../lib/app-error.ts';
import type { AccountDeps } from './deps.ts';
import { accountBlocked } from './account-errors.ts';
import { attemptLoginChallenge, closeLoginChallenge } from './login-challenges.ts';
import { openSession } from './sessions.ts';
import { finishLogin, signInEvent } from './sign-in-effects.ts';
import { findUserById } from './user-repository.ts';

export interface TwoFactorLoginInput {
  challenge: string;
  code: string;
  userAgent?: string | undefined;
  ip?: string | undefined;
  device?: string | undefined;
}

/** The second step of a login with two-factor: the challenge and a code open the session. */
export async function completeTwoFactorLogin(deps: AccountDeps, input: TwoFactorLoginInput) {
  const { db, clock, twoFactor } = deps;
  const { challenge, code, device } = input;
  const expired = () => new AppError('CODE_EXPIRED', 'Your sign-in has expired. Please log in again.', 400);
  if (!twoFactor) throw expired();
  const attempt = await attemptLoginChallenge(db, challenge, clock());
  if (!attempt) throw expired();
  const user = await findUserById(db, attempt.userId);
  if (!user) throw expired();
  // The browser that typed the password is the one that types the code.
  const userAgent = attempt.userAgent ?? input.userAgent;
  const ip = input.ip ?? attempt.ip ?? undefined;
  if (user.blockedAt) throw accountBlocked();
  await deps.secondFactorLimit?.refuseIfSpent(user.id);
  const opened = await db.transaction(async (tx) => {
    const method = await twoFactor.verify(tx, user.id, code);
    if (!method) return null;
    await closeLoginChallenge(tx, attempt.id, clock());
    await signInEvent(tx, clock(), user, 'auth.login', { method, userAgent, ip });
    return openSession(tx, {
      userId: user.id,
      remember: attempt.remember,
      userAgent,
      ip,
      secondFactor: true,
      now: clock(),
    });
  });
  if (!opened) {
    await deps.secondFactorLimit?.countFailure(user.id);
    // The password was right; the second factor was not (issue 35: the real event).
    await signInEvent(db, clock(), user, 'auth.two_factor_failed', { method: 'app', userAgent, ip });
    throw new AppError('CODE_INVALID', 'Invalid code', 400);
  }
  // Signing in during a deletion's grace period cancels it, with a second factor too.
  return finishLogin(deps, user, opened, { userAgent, ip, device });
}
