import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedTinyWorld } from '../../../test/game-world.ts';
import { users } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { creatorEarnings } from '../../db/schema/codes.ts';
import { players } from '../../db/schema/game.ts';
import { orders } from '../../db/schema/orders.ts';
import { hashPassword } from '../../lib/security/passwords.ts';
import { openSession } from '../account/sessions.ts';

const DAY = 86_400_000;

describe('support a creator: the share of each payment, reversed by a refund', () => {
  let t: TestApp;
  let adminToken: string;
  let gamePlayers: number[] = [];
  let seq = 0;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_SCALE: '100' } });
    await seedTinyWorld(t.database);
    gamePlayers = (await t.database.db.select({ id: players.id }).from(players).orderBy(asc(players.id))).map(
      (p) => p.id,
    );
    await t.database.db.insert(users).values({
      email: 'studio@example.com',
      passwordHash: await hashPassword('Admin-pass1'),
      name: 'S',
      surname: 'T',
      nickname: 'Studio',
      referralId: 'PS-STUDIO',
      role: 'admin',
      emailConfirmedAt: new Date(),
    });
    const login = await t.request({
      method: 'POST',
      url: '/api/account/login',
      payload: { email: 'studio@example.com', password: 'Admin-pass1' },
    });
    adminToken = login.json().token as string;
  });
  afterAll(() => t.close());

  async function player(nickname: string) {
    const i = seq++;
    const [row] = await t.database.db
      .insert(users)
      .values({
        email: `${nickname.toLowerCase()}@example.com`,
        passwordHash: 'x',
        name: 'P',
        surname: 'R',
        nickname,
        referralId: `PS-CR-${i}`,
        gamePlayerId: gamePlayers[i] ?? null,
        emailConfirmedAt: new Date(),
      })
      .returning();
    const user = row as typeof users.$inferSelect;
    return {
      user,
      token: await openSession(t.database.db, { userId: user.id, remember: false, now: new Date() }),
    };
  }
  const as = (
    token: string | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.request({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  async function buy(token: string, userId: number) {
    const link = await as(token, 'POST', '/api/payments/create-link', {
      variantId: 'tickets-starter',
      consent: true,
    });
    expect(link.statusCode, link.body).toBe(200);
    const path = new URL(link.json().checkoutUrl as string).pathname;
    await t.request({
      method: 'POST',
      url: `${path}/pay`,
      payload: 'card=4242424242424242&expiry=12%2F30&cvc=123&name=Test',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const verified = await as(token, 'POST', '/api/payments/verify-session', {
      session_id: path.split('/').pop(),
    });
    expect(verified.json().status).toBe('fulfilled');
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(asc(orders.id));
    return order as typeof orders.$inferSelect;
  }

  it('the studio registers a creator; a supporter’s payment earns 5 %, renews the support and a refund reverses it', async () => {
    const streamer = await player('Streamer');
    const fan = await player('Fan');
    const outsider = await player('Outsider');

    // Only admins register creators; the registration is in the audit log.
    const body = { email: 'STREAMER@example.com', code: 'streamer', sharePercent: 5 };
    expect((await as(fan.token, 'POST', '/api/admin/creators', body)).statusCode).toBe(403);
    const created = await as(adminToken, 'POST', '/api/admin/creators', body);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({ code: 'STREAMER', sharePercent: 5, nickname: 'Streamer' });
    expect((await as(adminToken, 'POST', '/api/admin/creators', body)).statusCode).toBe(409);

    // The player names the creator; unknown codes and supporting oneself are refused.
    expect((await as(fan.token, 'PUT', '/api/creators/support', { code: 'NOBODY' })).json().error).toBe(
      'CREATOR_NOT_FOUND',
    );
    expect(
      (await as(streamer.token, 'PUT', '/api/creators/support', { code: 'STREAMER' })).json().error,
    ).toBe('CREATOR_SELF_SUPPORT');
    const chosen = await as(fan.token, 'PUT', '/api/creators/support', { code: 'streamer' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const firstExpiry = Date.parse(chosen.json().data.expiresAt as string);
    expect(firstExpiry - Date.now()).toBeGreaterThan(6.9 * DAY);
    expect((await as(fan.token, 'GET', '/api/creators/support')).json().data.creator).toEqual({
      code: 'STREAMER',
      nickname: 'Streamer',
    });

    // Someone who supports no one earns no one anything.
    await buy(outsider.token, outsider.user.id);
    const order = await buy(fan.token, fan.user.id);
    const earned = await t.database.db.select().from(creatorEarnings);
    expect(earned).toHaveLength(1);
    expect(earned[0]).toMatchObject({
      orderId: order.id,
      amountCents: order.amountCents,
      shareCents: Math.floor(order.amountCents * 0.05),
      reversedAt: null,
    });
    const renewed = Date.parse((await as(fan.token, 'GET', '/api/creators/support')).json().data.expiresAt);
    expect(renewed).toBeGreaterThanOrEqual(firstExpiry);

    // The console lists the creator with one supporter and the share earned.
    const listed = await as(adminToken, 'GET', '/api/admin/creators');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data).toEqual([
      expect.objectContaining({
        code: 'STREAMER',
        supporters: 1,
        earnedCents: Math.floor(order.amountCents * 0.05),
      }),
    ]);

    // The creator's page: one supporter, this month's share.
    const page = await as(streamer.token, 'GET', '/api/creators/me');
    expect(page.statusCode, page.body).toBe(200);
    const month = new Date().toISOString().slice(0, 7);
    expect(page.json().data).toMatchObject({ code: 'STREAMER', sharePercent: 5, supporters: 1 });
    expect(page.json().data.months).toEqual([
      { month, orders: 1, shareCents: Math.floor(order.amountCents * 0.05), reversedCents: 0 },
    ]);
    expect((await as(fan.token, 'GET', '/api/creators/me')).statusCode).toBe(403);

    // The payout export of the month, then a refund reverses the share (once, however often asked).
    const csv = await as(adminToken, 'GET', `/api/admin/creators/payouts.csv?month=${month}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(`${month},STREAMER,Streamer,streamer@example.com,5,1,`);
    for (let i = 0; i < 2; i++) {
      const refund = await as(adminToken, 'POST', `/api/admin/orders/${order.id}/refund`, { reason: 'Test' });
      expect(refund.statusCode, refund.body).toBe(200);
    }
    const after = await as(streamer.token, 'GET', '/api/creators/me');
    expect(after.json().data.months).toEqual([
      { month, orders: 0, shareCents: 0, reversedCents: Math.floor(order.amountCents * 0.05) },
    ]);
    const records = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.actorEmail, 'studio@example.com')))
      .orderBy(asc(auditLog.id));
    expect(records.map((r) => r.action)).toEqual(
      expect.arrayContaining(['creator.create', 'creator.export', 'order.refund']),
    );

    // The player stops supporting.
    const cleared = await as(fan.token, 'DELETE', '/api/creators/support');
    expect(cleared.json().data).toEqual({ creator: null, expiresAt: null });
  });
});
