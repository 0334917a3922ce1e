import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { notifications } from '../../db/schema/accounts.ts';
import { addNotification } from '../notifications/index.ts';
import { recordAudit } from '../audit/index.ts';
import type { AccountDeps, UserRow } from './deps.ts';
import { noticeNewDevice } from './new-device-notice.ts';
import { cancelDeletionOnSignIn } from './account-deletion.ts';
import { rememberDevice } from './known-devices.ts';

/** Security events go to the audit log with the player as actor and target (issue 14). */
export const securityEvent = (
  deps: Pick<AccountDeps, 'clock'>,
  handle: Database | Transaction,
  user: UserRow,
  action: string,
  ip?: string,
) =>
  recordAudit(handle, { at: deps.clock(), actor: user, action, target: { type: 'user', id: user.id }, ip });

/**
 * A sign-in in the audit log: the player as actor and target, how they signed in (`method`) and
 * from which browser, cut to the length sessions keep. `extra` adds to what is recorded.
 */
export const signInEvent = (
  handle: Database | Transaction,
  at: Date,
  user: UserRow,
  action: string,
  how: {
    method: string;
    userAgent?: string | undefined;
    ip?: string | undefined;
    extra?: Record<string, unknown>;
  },
) =>
  recordAudit(handle, {
    at,
    actor: user,
    action,
    target: { type: 'user', id: user.id },
    ip: how.ip,
    after: { method: how.method, userAgent: how.userAgent?.slice(0, 300) ?? null, ...how.extra },
  });

/** Mails "new sign-in" with a link that ends the session, for an unfamiliar device and network. */
export const noticeIfNewDevice = (
  deps: AccountDeps,
  user: UserRow,
  sessionToken: string,
  userAgent?: string,
  ip?: string,
) =>
  noticeNewDevice(deps.db, {
    mail: deps.mail,
    user,
    sessionToken,
    userAgent,
    ip,
    now: deps.clock(),
    productName: deps.productName,
    publicUrl: deps.publicUrl,
  });

/** The notification after a sign-up ("welcome") or a login ("welcome back"). */
export async function welcome(deps: AccountDeps, user: UserRow, kind: 'signup' | 'login') {
  const { db, clock } = deps;
  if (kind === 'login') {
    // One unread "welcome back" a day is a greeting; one per login (every device) would be noise.
    const [recent] = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, user.id),
          eq(notifications.type, 'login'),
          isNull(notifications.readAt),
          gt(notifications.createdAt, new Date(clock().getTime() - 24 * 3600_000)),
        ),
      )
      .limit(1);
    if (recent) return;
  }
  await addNotification(db, {
    userId: user.id,
    type: kind === 'signup' ? 'welcome' : 'login',
    key: kind === 'signup' ? 'welcome' : 'welcomeBack',
    params: { nickname: user.nickname ?? '', product: deps.productName },
    now: clock(),
  });
}

/**
 * What follows a session opened by other means than a login (a sign-in link from the game,
 * game-sign-in.ts), as after a login: the greeting, the new-device notice and the end of a
 * pending deletion. Answers the user as the session should show it.
 */
export async function afterSignIn(
  deps: AccountDeps,
  user: UserRow,
  sessionToken: string,
  userAgent?: string,
  ip?: string,
) {
  await welcome(deps, user, 'login');
  await noticeIfNewDevice(deps, user, sessionToken, userAgent, ip);
  return cancelDeletionOnSignIn(deps.db, user, deps.clock(), ip);
}

/**
 * What follows a login, by password or with the second factor: the greeting, the new-device
 * notice (before the device is remembered, or it would never be new), the device id for the
 * browser's cookie, and the end of a pending deletion (data rights: signing in during its grace
 * period cancels it, account-deletion.ts). Answers what the login answers.
 */
export async function finishLogin(
  deps: AccountDeps,
  user: UserRow,
  token: string,
  browser: { userAgent?: string | undefined; ip?: string | undefined; device?: string | undefined },
) {
  const { db, clock } = deps;
  await welcome(deps, user, 'login');
  await noticeIfNewDevice(deps, user, token, browser.userAgent, browser.ip);
  const known = await rememberDevice(db, user.id, browser.device, clock());
  return { token, user: await cancelDeletionOnSignIn(db, user, clock(), browser.ip), device: known };
}
