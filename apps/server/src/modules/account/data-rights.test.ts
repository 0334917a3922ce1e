import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedTinyWorld } from '../../../test/game-world.ts';
import { notifications, sessions, users } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { players } from '../../db/schema/game.ts';
import { spins } from '../../db/schema/spin.ts';
import { supportAttachments, supportMessages, supportTickets } from '../../db/schema/support.ts';
import { orders } from '../../db/schema/orders.ts';
import { webPointLedger } from '../../db/schema/wallet.ts';
import { hashPassword } from '../../lib/security/passwords.ts';
import { seedDemoWallet } from '../wallet/index.ts';
import { eraseDueAccounts } from './account-erasure.ts';

/** A controllable clock: the tests move it through the grace period. */
const clock = { now: new Date('2026-05-01T10:00:00Z') };
const advanceDays = (days: number) => (clock.now = new Date(clock.now.getTime() + days * 86_400_000));
const PASSWORD = 'Goal-keeper9';
const DAY = 86_400_000;

function multipart(
  fields: Record<string, string>,
  file: { filename: string; content: Buffer; type: string },
) {
  const boundary = '----pitchside-data-rights';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  chunks.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('data rights: download my data, delete my account', () => {
  let t: TestApp;
  let referralIds: string[];
  let next = 0;
  let png: Buffer;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitchside-data-rights-'));

  beforeAll(async () => {
    t = await createTestApp({
      clock: () => clock.now,
      env: { RATE_LIMIT_SCALE: '100', DATA_DIR: dataDir },
    });
    await seedTinyWorld(t.database);
    const rows = await t.database.db
      .select({ r: players.referralId })
      .from(players)
      .orderBy(asc(players.id))
      .limit(20);
    referralIds = rows.map((row) => row.r);
    png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const db = () => t.database.db;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const post = (url: string, payload: object, token?: string) =>
    t.request({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
  const login = (email: string, password = PASSWORD) => post('/api/account/login', { email, password });
  const inbox = async (to: string) =>
    (await t.request({ method: 'GET', url: `/api/dev/mail?to=${encodeURIComponent(to)}` })).json()
      .data as Array<{ subject: string; text: string }>;
  const auditOf = (userId: number) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, String(userId))))
      .orderBy(asc(auditLog.id));
  const userRow = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0];

  /** A verified player signed in through the API, with the game player of a free referral ID. */
  async function signUp(email: string, name = 'Ada', surname = 'Lovelace', referralid = referralIds[next++]) {
    const registered = await post('/api/account/register', {
      email,
      password: PASSWORD,
      name,
      surname,
      referralid,
    });
    expect(registered.statusCode).toBe(201);
    const code = /\b(\d{6})\b/.exec((await inbox(email))[0]?.text ?? '')?.[1] ?? '';
    const verified = await post('/api/account/register/verify-email', { email, code });
    expect(verified.statusCode).toBe(200);
    return {
      token: verified.json().token as string,
      id: verified.json().user.id as number,
      referralId: referralid as string,
    };
  }

  /** Orders with their ledger rows, a spin and a support ticket with an attachment. */
  async function giveHistory(player: { id: number; token: string }) {
    const user = await userRow(player.id);
    await seedDemoWallet(db(), user as NonNullable<typeof user>, { webPoints: 3000, demoPurchases: 2 });
    await db().insert(spins).values({
      userId: player.id,
      prizeSlug: 'no-prize',
      kind: 'none',
      amount: 0,
      cost: 0,
      balanceAfter: 3000,
      createdAt: clock.now,
    });
    const body = multipart(
      {
        subject: 'Tickets missing',
        description: 'My phone number is +44 20 7946 0000, please call me.',
        category: 'payment_and_billing',
        priority: 'high',
      },
      { filename: 'receipt.png', content: png, type: 'image/png' },
    );
    const ticket = await t.request({
      method: 'POST',
      url: '/api/support/tickets',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(player.token) },
    });
    expect(ticket.statusCode).toBe(201);
  }

  it('downloads every section as a JSON attachment, without secrets, and audits it', async () => {
    const ada = await signUp('ada.export@example.com');
    expect((await login('ada.export@example.com')).statusCode).toBe(200);
    await giveHistory(ada);
    const res = await t.request({ method: 'GET', url: '/api/account/export', headers: bearer(ada.token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="pitchside-data-${ada.referralId}-2026-05-01.json"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');

    const data = res.json();
    expect(Object.keys(data).sort()).toEqual(
      [
        'account',
        'exportedAt',
        'format',
        'ledger',
        'notifications',
        'orders',
        'profile',
        'securityEvents',
        'sessions',
        'spins',
        'tickets',
      ].sort(),
    );
    expect(data.account).toMatchObject({
      id: ada.id,
      email: 'ada.export@example.com',
      referralId: ada.referralId,
    });
    expect(data.profile).toMatchObject({ name: 'Ada', surname: 'Lovelace' });
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.orders).toHaveLength(2);
    expect(data.ledger.length).toBeGreaterThanOrEqual(3);
    expect(data.spins).toHaveLength(1);
    expect(data.tickets).toHaveLength(1);
    expect(data.tickets[0]).toMatchObject({ subject: 'Tickets missing' });
    expect(data.tickets[0].attachments).toEqual([
      expect.objectContaining({ name: 'receipt.png', contentType: 'image/png' }),
    ]);
    expect(data.notifications.length).toBeGreaterThanOrEqual(1);
    expect(data.securityEvents.map((event: { action: string }) => event.action)).toContain('auth.login');

    // No credential of any kind, and not the attachment's name on disk.
    const [stored] = await db().select().from(supportAttachments);
    const text = res.body;
    for (const secret of ['passwordHash', 'password_hash', 'tokenHash', 'codeHash', '$argon2', 'storedName'])
      expect(text).not.toContain(secret);
    expect(text).not.toContain(stored?.storedName);
    expect(text).not.toContain(ada.token);

    const audit = await auditOf(ada.id);
    expect(audit.filter((row) => row.action === 'account.export')).toHaveLength(1);
    // Only the player themself.
    expect((await t.request({ method: 'GET', url: '/api/account/export' })).statusCode).toBe(401);
  });

  it('refuses a wrong password with the change-password answer and schedules nothing', async () => {
    const bo = await signUp('bo.wrong@example.com');
    const wrong = await post('/api/account/deletion', { password: 'Not-the-password1' }, bo.token);
    const changeWrong = await post(
      '/api/account/change-password',
      {
        currentPassword: 'Not-the-password1',
        newPassword: 'Another-pass9',
        confirmPassword: 'Another-pass9',
      },
      bo.token,
    );
    expect(wrong.statusCode).toBe(changeWrong.statusCode);
    expect(wrong.json()).toEqual(changeWrong.json());
    expect(wrong.json()).toMatchObject({ success: false, error: 'WRONG_CURRENT_PASSWORD' });
    expect((await userRow(bo.id))?.deletionDueAt).toBeNull();
    expect((await auditOf(bo.id)).map((row) => row.action)).not.toContain('account.deletion_scheduled');
    // Unknown fields are refused; the optional two-factor code is accepted.
    expect((await post('/api/account/deletion', { password: PASSWORD, extra: 1 }, bo.token)).statusCode).toBe(
      400,
    );
  });

  it('schedules the deletion 7 days ahead, mails the date, and signing in cancels it', async () => {
    const cy = await signUp('cy.cancel@example.com');
    const res = await post('/api/account/deletion', { password: PASSWORD, code: '123456' }, cy.token);
    expect(res.statusCode).toBe(200);
    const due = new Date(clock.now.getTime() + 7 * DAY).toISOString();
    expect(res.json().data).toMatchObject({ deletionDueAt: due, user: { id: cy.id, deletionDueAt: due } });
    expect((await userRow(cy.id))?.deletionDueAt?.toISOString()).toBe(due);

    // Asking again answers the same date and sends no second mail.
    const again = await post('/api/account/deletion', { password: PASSWORD }, cy.token);
    expect(again.json().data.deletionDueAt).toBe(due);
    const mails = (await inbox('cy.cancel@example.com')).filter((mail) => /deleted/.test(mail.subject));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/will be deleted on May 8, 2026/);
    expect(mails[0]?.text).toContain('Sign in before');

    // Every device sees the pending deletion on its session user.
    const validated = await post('/api/account/login/validate', {}, cy.token);
    expect(validated.json().user.deletionDueAt).toBe(due);

    advanceDays(3);
    const signedIn = await login('cy.cancel@example.com');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.deletionDueAt).toBeNull();
    expect((await userRow(cy.id))?.deletionDueAt).toBeNull();
    const cancelled = (await auditOf(cy.id)).filter((row) => row.action === 'account.deletion_cancelled');
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]?.after).toMatchObject({ by: 'sign_in' });
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, cy.id), eq(notifications.key, 'accountDeletionCancelled')));
    expect(told).toHaveLength(1);

    // Past the original date, the erase run leaves the account alone.
    advanceDays(5);
    expect(await eraseDueAccounts({ db: db(), dataDir, now: clock.now })).not.toContain(cy.id);
    expect((await login('cy.cancel@example.com')).statusCode).toBe(200);
  });

  it('cancels on "Cancel deletion" too', async () => {
    const di = await signUp('di.cancel@example.com');
    await post('/api/account/deletion', { password: PASSWORD }, di.token);
    const res = await t.request({
      method: 'DELETE',
      url: '/api/account/deletion',
      headers: bearer(di.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ deletionDueAt: null, user: { deletionDueAt: null } });
    expect((await userRow(di.id))?.deletionDueAt).toBeNull();
    const actions = (await auditOf(di.id)).map((row) => row.action);
    expect(actions).toContain('account.deletion_scheduled');
    expect(actions).toContain('account.deletion_cancelled');
  });

  it('erases the account after the grace period, keeps its orders and ledger, and frees the referral ID', async () => {
    const ev = await signUp('eve.erased@example.com', 'Evelyn', 'Quartermaine');
    await giveHistory(ev);
    // An avatar on disk.
    fs.mkdirSync(path.join(dataDir, 'avatars'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'avatars', `${ev.id}.webp`), png);
    await db()
      .update(users)
      .set({ avatarPath: `${ev.id}.webp` })
      .where(eq(users.id, ev.id));
    const [attachment] = await db()
      .select()
      .from(supportAttachments)
      .innerJoin(supportTickets, eq(supportTickets.id, supportAttachments.ticketId))
      .where(eq(supportTickets.userId, ev.id));
    const attachmentFile = path.join(
      dataDir,
      'attachments',
      attachment?.support_attachments.storedName ?? '',
    );
    expect(fs.existsSync(attachmentFile)).toBe(true);

    const totals = async () => {
      const [orderTotals] = await db()
        .select({
          count: sql<number>`count(*)::int`,
          cents: sql<number>`coalesce(sum(amount_cents), 0)::int`,
        })
        .from(orders)
        .where(eq(orders.userId, ev.id));
      const [ledgerTotals] = await db()
        .select({ count: sql<number>`count(*)::int`, points: sql<number>`coalesce(sum(amount), 0)::int` })
        .from(webPointLedger)
        .where(eq(webPointLedger.userId, ev.id));
      return { orderTotals, ledgerTotals, webPoints: (await userRow(ev.id))?.webPoints };
    };
    const before = await totals();
    expect(before.orderTotals?.count).toBe(2);
    expect(before.ledgerTotals?.points).toBe(before.webPoints);

    expect((await post('/api/account/deletion', { password: PASSWORD }, ev.token)).statusCode).toBe(200);
    // Not yet: the grace period runs 7 days.
    advanceDays(6);
    expect(await eraseDueAccounts({ db: db(), dataDir, now: clock.now })).not.toContain(ev.id);
    advanceDays(1.01);
    expect(await eraseDueAccounts({ db: db(), dataDir, now: clock.now })).toEqual([ev.id]);
    // A second run finds nothing to do.
    expect(await eraseDueAccounts({ db: db(), dataDir, now: clock.now })).toEqual([]);

    // The account cannot sign in, and its open session is gone.
    const refused = await login('eve.erased@example.com');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      error: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password.',
    });
    expect((await post('/api/account/login/validate', {}, ev.token)).statusCode).toBe(401);

    // Its e-mail and names are gone from the users table.
    const byEmail = await db()
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, 'eve.erased@example.com'));
    expect(byEmail).toHaveLength(0);
    const byName = await db()
      .select()
      .from(users)
      .where(sql`${users.name} = 'Evelyn' or ${users.surname} = 'Quartermaine'`);
    expect(byName).toHaveLength(0);
    const erased = await userRow(ev.id);
    expect(erased).toMatchObject({
      email: `erased-${ev.id}@invalid`,
      name: '',
      surname: '',
      teamName: null,
      avatarPath: null,
      gamePlayerId: null,
      deletionDueAt: null,
    });
    expect(erased?.erasedAt).not.toBeNull();
    expect(erased?.referralId).not.toBe(ev.referralId);

    // Orders and ledger rows stay, summing to what they did.
    expect(await totals()).toEqual(before);

    // Sessions and notifications deleted; the ticket is an empty shell without its files.
    expect(await db().select().from(sessions).where(eq(sessions.userId, ev.id))).toHaveLength(0);
    expect(await db().select().from(notifications).where(eq(notifications.userId, ev.id))).toHaveLength(0);
    const [ticket] = await db().select().from(supportTickets).where(eq(supportTickets.userId, ev.id));
    expect(ticket).toMatchObject({ subject: '[erased]', description: '[erased]', status: 'closed' });
    const messages = await db()
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.ticketId, ticket?.id ?? 0));
    expect(messages.every((message) => message.body === '[erased]')).toBe(true);
    expect(
      await db()
        .select()
        .from(supportAttachments)
        .where(eq(supportAttachments.ticketId, ticket?.id ?? 0)),
    ).toHaveLength(0);
    expect(fs.existsSync(attachmentFile)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'avatars', `${ev.id}.webp`))).toBe(false);

    // Recorded: scheduled by the player, erased by the system (no e-mail kept in the record).
    const audit = await auditOf(ev.id);
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['account.deletion_scheduled', 'account.erased']),
    );
    const erasedEntry = audit.find((row) => row.action === 'account.erased');
    expect(erasedEntry).toMatchObject({ actorUserId: null, actorEmail: null });
    expect(erasedEntry?.after).toMatchObject({ ordersKept: 2, ticketsErased: 1, attachmentsDeleted: 1 });

    // The referral ID is free: the game player signs up again.
    const again = await signUp('eve.returns@example.com', 'Eve', 'Again', ev.referralId);
    expect((await userRow(again.id))?.referralId).toBe(ev.referralId);
    // And the old address may be used again too.
    expect(
      (
        await post('/api/account/register', {
          email: 'eve.erased@example.com',
          password: PASSWORD,
          name: 'Eve',
          surname: 'Later',
          referralid: referralIds[next++],
        })
      ).statusCode,
    ).toBe(201);
  });

  it('shows the pending deletion, the erasure and the audit entries on the back-office player page', async () => {
    await db()
      .insert(users)
      .values({
        email: 'boss@example.com',
        passwordHash: await hashPassword(PASSWORD),
        name: 'Boss',
        surname: 'Admin',
        nickname: 'Boss',
        referralId: 'PS-BOSS',
        role: 'admin',
        emailConfirmedAt: clock.now,
      });
    const adminToken = async () => (await login('boss@example.com')).json().token as string;
    const admin = await adminToken();
    const fay = await signUp('fay.pending@example.com');
    await post('/api/account/deletion', { password: PASSWORD }, fay.token);
    const pending = await t.request({
      method: 'GET',
      url: `/api/admin/users/${fay.id}`,
      headers: bearer(admin),
    });
    expect(pending.statusCode).toBe(200);
    expect(pending.json().data.account).toMatchObject({
      deletionDueAt: new Date(clock.now.getTime() + 7 * DAY).toISOString(),
      erasedAt: null,
    });
    expect(pending.json().data.dataRights.map((row: { action: string }) => row.action)).toEqual([
      'account.deletion_scheduled',
    ]);

    advanceDays(8);
    await eraseDueAccounts({ db: db(), dataDir, now: clock.now });
    // A day's session has ended meanwhile: the admin signs in again.
    const after = await t.request({
      method: 'GET',
      url: `/api/admin/users/${fay.id}`,
      headers: bearer(await adminToken()),
    });
    expect(after.json().data.account).toMatchObject({
      deletionDueAt: null,
      erasedAt: clock.now.toISOString(),
    });
    expect(after.json().data.dataRights.map((row: { action: string }) => row.action)).toEqual([
      'account.erased',
      'account.deletion_scheduled',
    ]);
  });
});
