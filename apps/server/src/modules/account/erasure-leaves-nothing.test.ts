import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedTinyWorld } from '../../../test/game-world.ts';
import { notifications, users } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { players } from '../../db/schema/game.ts';
import { orders, sandboxSessions } from '../../db/schema/orders.ts';
import { webPointLedger } from '../../db/schema/wallet.ts';
import { startJobQueue, type JobQueue } from '../../jobs/job-queue.ts';
import { hashPassword } from '../../lib/security/passwords.ts';
import { SEND_MAIL_JOB } from '../mail/send-mail-job.ts';
import { addNotification } from '../notifications/index.ts';
import { eraseDueAccounts } from './account-erasure.ts';

const PASSWORD = 'Erase-pass1';
const silent = pino({ level: 'silent' }) as FastifyBaseLogger;

/**
 * Issue 31 item 10: after erasure the person's e-mail still stood in the audit log (actor and
 * target on the back-office player page), in queued e-mails, in the sandbox payment session, in
 * compensation texts (the admin's name and e-mail), and their nickname in other players'
 * notifications. The trail stays, with the person as `erased-<id>`; the rest is purged.
 */
describe('erasure leaves no personal data behind', () => {
  let t: TestApp;
  let queue: JobQueue;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitchside-erasure-'));
  const people: Record<string, typeof users.$inferSelect> = {};
  const tokens: Record<string, string> = {};

  const login = async (email: string) =>
    (
      await t.request({ method: 'POST', url: '/api/account/login', payload: { email, password: PASSWORD } })
    ).json().token as string;
  const api = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.request({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { authorization: `Bearer ${token}` },
    });

  beforeAll(async () => {
    t = await createTestApp({ env: { DATA_DIR: dataDir, RATE_LIMIT_SCALE: '100' } });
    await seedTinyWorld(t.database);
    const [game] = await t.database.db.select().from(players).orderBy(asc(players.id)).limit(1);
    const rows = [
      ['pat', 'pat.player@example.com', 'Pat', 'Player', 'PatTheStriker', 'player', game],
      ['quinn', 'quinn@example.com', 'Quinn', 'Friend', 'QuinnQ', 'player', undefined],
      ['ann', 'ann.admin@studio.example', 'Ann', 'Admin', 'AnnA', 'admin', undefined],
      ['bo', 'bo.admin@studio.example', 'Bo', 'Boss', 'BoB', 'admin', undefined],
    ] as const;
    for (const [key, email, name, surname, nickname, role, player] of rows) {
      const [row] = await t.database.db
        .insert(users)
        .values({
          email,
          passwordHash: await hashPassword(PASSWORD),
          name,
          surname,
          nickname,
          role,
          referralId: player?.referralId ?? `PS-${key.toUpperCase()}`,
          gamePlayerId: player?.id ?? null,
          emailConfirmedAt: new Date(),
        })
        .returning();
      people[key] = row as typeof users.$inferSelect;
      tokens[key] = await login(email);
    }
    queue = await startJobQueue({
      connectionString: t.database.url,
      timezone: 'UTC',
      workers: false,
      jobs: [{ name: SEND_MAIL_JOB, handle: async () => {} }],
      log: silent,
    });
  });
  afterAll(async () => {
    await queue.stop();
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('pseudonymises the trail and purges mail, payment session, compensation texts and gift notices', async () => {
    const pat = people.pat as typeof users.$inferSelect;
    const quinn = people.quinn as typeof users.$inferSelect;
    const ann = people.ann as typeof users.$inferSelect;

    // Pat pays in the sandbox (the session keeps the e-mail and the card's last digits).
    const link = await api(tokens.pat as string, 'POST', '/api/payments/create-link', {
      variantId: 'tickets-champion',
      consent: true,
    });
    const checkout = new URL(link.json().checkoutUrl).pathname;
    await t.request({
      method: 'POST',
      url: `${checkout}/pay`,
      payload: 'card=4242%204242%204242%204242&expiry=12%2F30&cvc=123&name=Pat%20Player',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const sessionId = checkout.split('/').pop() as string;
    await api(tokens.pat as string, 'POST', '/api/payments/verify-session', { session_id: sessionId });
    const [paid] = await t.database.db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
    expect(paid?.status).toBe('fulfilled');
    // A gift from Pat to Quinn, and the notice Quinn got of it.
    const { id: _id, ...order } = paid as typeof orders.$inferSelect;
    await t.database.db
      .insert(orders)
      .values({ ...order, kind: 'gift', recipientUserId: quinn.id, providerSessionId: null, onceKey: null });
    await addNotification(t.database.db, {
      userId: quinn.id,
      type: 'gift',
      key: 'giftReceived',
      params: { sender: pat.nickname, product: order.productName, productSlug: order.productSlug },
      now: new Date(),
    });
    // Ann compensates Quinn and signs the reason with her name and address.
    const granted = await api(tokens.ann as string, 'POST', `/api/admin/users/${quinn.id}/grant`, {
      requestId: randomUUID(),
      webPoints: 50,
      reason: 'Outage on Sunday, Ann Admin (ann.admin@studio.example)',
    });
    expect(granted.statusCode).toBe(200);
    const [compensation] = await t.database.db
      .select()
      .from(webPointLedger)
      .where(
        sql`${webPointLedger.userId} = ${quinn.id} and ${webPointLedger.descriptionKey} = 'compensation'`,
      );
    // The player's text never carries staff's e-mail, even before anyone is erased.
    expect(compensation?.description).toBe('Compensation: Outage on Sunday, Ann Admin ([e-mail])');
    // Mail waiting in the queue for Pat (and one for Quinn, which stays).
    for (const to of [pat.email, quinn.email])
      await queue.send(SEND_MAIL_JOB, { to, subject: 'Hi', text: `Hello ${to}`, html: '<p>Hello</p>' });

    const auditRowsBefore = (await t.database.db.select().from(auditLog)).length;
    const past = new Date(Date.now() - 60_000);
    await t.database.db
      .update(users)
      .set({ deletionDueAt: past })
      .where(sql`${users.id} in (${pat.id}, ${ann.id})`);
    expect((await eraseDueAccounts({ db: t.database.db, dataDir, now: new Date() })).sort()).toEqual(
      [pat.id, ann.id].sort(),
    );

    // The audit trail is whole (plus the two erasure records), and names nobody erased.
    const audit = await t.database.db.select().from(auditLog);
    expect(audit).toHaveLength(auditRowsBefore + 2);
    const trail = JSON.stringify(audit);
    for (const secret of [pat.email, ann.email, 'Ann Admin']) expect(trail).not.toContain(secret);
    const patActs = audit.filter((row) => row.actorUserId === pat.id);
    expect(patActs.length).toBeGreaterThan(0);
    expect(patActs.every((row) => row.actorEmail === `erased-${pat.id}` && row.ip === null)).toBe(true);
    const annGrant = audit.find((row) => row.action === 'player.grant');
    expect(annGrant).toMatchObject({ actorUserId: ann.id, actorEmail: `erased-${ann.id}` });
    expect(annGrant?.reason).toBe(`Outage on Sunday, erased-${ann.id} (erased-${ann.id})`);
    // The back-office player page shows the label, never the address.
    const page = await api(tokens.bo as string, 'GET', `/api/admin/users/${pat.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(pat.email);
    expect(page.body).toContain(`erased-${pat.id}`);

    // Queued mail to Pat is gone; Quinn's stays.
    const queued = await t.database.pool.query<{ to: string }>(
      `select data->>'to' as to from pgboss.job where name = $1`,
      [SEND_MAIL_JOB],
    );
    expect(queued.rows.map((row) => row.to)).toEqual([quinn.email]);

    // The sandbox session keeps the amount, not the person.
    const [session] = await t.database.db
      .select()
      .from(sandboxSessions)
      .where(eq(sandboxSessions.id, sessionId));
    expect(session).toMatchObject({
      customerEmail: `erased-${pat.id}@invalid`,
      cardLast4: null,
      status: 'paid',
    });

    // Quinn's compensation and gift notices name neither Ann nor Pat.
    const [ledgerAfter] = await t.database.db
      .select()
      .from(webPointLedger)
      .where(eq(webPointLedger.id, compensation?.id as number));
    expect(ledgerAfter?.description).toBe(`Compensation: Outage on Sunday, erased-${ann.id} ([e-mail])`);
    expect(ledgerAfter?.amount).toBe(50);
    const quinnNotices = JSON.stringify(
      await t.database.db.select().from(notifications).where(eq(notifications.userId, quinn.id)),
    );
    for (const secret of [pat.nickname, 'Ann Admin', ann.email]) expect(quinnNotices).not.toContain(secret);
    expect(quinnNotices).toContain(`erased-${pat.id}`);

    // Outside an erasure the audit log and the ledger stay append-only.
    await expect(
      t.database.pool.query(`update audit_log set actor_email = 'x' where id = $1`, [audit[0]?.id]),
    ).rejects.toThrow(/append-only/);
    await expect(
      t.database.pool.query(`update web_point_ledger set description = 'x' where id = $1`, [
        compensation?.id,
      ]),
    ).rejects.toThrow(/append-only/);
  });
});
