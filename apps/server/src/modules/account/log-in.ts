import { burnPasswordCheck, verifyPassword } from '../../lib/security/passwords.ts';
import { hashToken } from '../../lib/security/tokens.ts';
import type { AccountDeps, UserRow } from './deps.ts';
import { accountBlocked, invalidCredentials } from './account-errors.ts';
import { isKnownDevice } from './known-devices.ts';
import { openLoginChallenge } from './login-challenges.ts';
import { openSession } from './sessions.ts';
import { finishLogin, securityEvent, signInEvent } from './sign-in-effects.ts';
import { findUserByEmail } from './user-repository.ts';

export interface LogInInput {
  email: string;
  password: string;
  remember: boolean;
  userAgent?: string | undefined;
  ip?: string | undefined;
  /** The browser's device cookie (known-devices.ts). */
  device?: string | undefined;
}

export type LogInResult =
  { token: string; user: UserRow; device: string } | { challenge: string; user: UserRow };

/**
 * A password login. A signed-in answer carries the device id to keep in the browser's cookie;
 * with two-factor on, the answer is a challenge for the code step instead.
 */
export async function logIn(deps: AccountDeps, input: LogInInput): Promise<LogInResult> {
  const { db, clock } = deps;
  const { email, password, remember, userAgent, ip, device } = input;
  const user = await findUserByEmail(db, email);
  const attempt = {
    account: email,
    ip,
    knownDevice: user && (await isKnownDevice(db, user.id, device)) ? hashToken(device ?? '') : undefined,
  };
  await deps.passwordLimit?.refuseIfSpent(attempt);
  if (!user) {
    await burnPasswordCheck(password);
    await deps.passwordLimit?.countFailure(attempt);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(user.passwordHash, password))) {
    await deps.passwordLimit?.countFailure(attempt);
    await securityEvent(deps, db, user, 'auth.login_failed', ip);
    throw invalidCredentials();
  }
  if (user.blockedAt) {
    await securityEvent(deps, db, user, 'auth.login_blocked', ip);
    throw accountBlocked();
  }
  if (deps.twoFactor && (await deps.twoFactor.isEnabled(user.id))) {
    // The password was right; the session waits for the code (login/two-factor).
    const challenge = await openLoginChallenge(db, {
      userId: user.id,
      remember,
      userAgent,
      ip,
      now: clock(),
    });
    return { challenge, user };
  }
  const token = await db.transaction(async (tx) => {
    await signInEvent(tx, clock(), user, 'auth.login', { method: 'password', userAgent, ip });
    return openSession(tx, { userId: user.id, remember, userAgent, ip, now: clock() });
  });
  return finishLogin(deps, user, token, { userAgent, ip, device });
}
