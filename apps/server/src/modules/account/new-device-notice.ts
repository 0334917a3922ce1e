import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions, type users } from '../../db/schema/accounts.ts';
import { deviceOf, networkOf } from '../../lib/security/device.ts';
import { hashToken, randomToken } from '../../lib/security/tokens.ts';
import type { MailOutbox } from '../mail/index.ts';
import { renderMail } from '../mail/index.ts';

type UserRow = typeof users.$inferSelect;

/**
 * After a sign-in: when the account has signed in before, but never from this browser and
 * system on this network, the player gets an e-mail with a link that ends the new session
 * ("this wasn't me"). Only the link's hash is kept, on the session itself.
 */
export async function noticeNewDevice(
  db: Database,
  options: {
    mail: MailOutbox;
    user: UserRow;
    sessionToken: string;
    userAgent?: string | undefined;
    ip?: string | undefined;
    now: Date;
    productName: string;
    publicUrl: string;
  },
): Promise<void> {
  const { user } = options;
  const [current] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(options.sessionToken)))
    .limit(1);
  if (!current) return;
  const earlier = await db
    .select({ userAgent: sessions.userAgent, ip: sessions.ip })
    .from(sessions)
    .where(and(eq(sessions.userId, user.id), ne(sessions.id, current.id)));
  // A first sign-in (just after sign-up) is no news.
  if (earlier.length === 0) return;
  const device = deviceOf(options.userAgent);
  const network = networkOf(options.ip);
  const seen = earlier.some((row) => {
    const other = deviceOf(row.userAgent);
    return other.browser === device.browser && other.os === device.os && networkOf(row.ip) === network;
  });
  if (seen) return;

  const token = randomToken();
  await db
    .update(sessions)
    .set({ endLinkHash: hashToken(token) })
    .where(eq(sessions.id, current.id));
  const deviceName = [device.browser, device.os].filter(Boolean).join(' · ') || '?';
  await options.mail.send(
    renderMail('newSignIn', {
      to: user.email,
      language: user.language,
      product: options.productName,
      vars: {
        name: user.name,
        device: deviceName,
        network: network ?? '?',
        time: `${options.now.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
      },
      link: `${options.publicUrl.replace(/\/$/, '')}/end-session?token=${token}`,
    }),
  );
}
