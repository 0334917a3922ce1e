import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_TTL_SECONDS } from '@pitchside/contract/payments';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedTinyWorld } from '../../../test/game-world.ts';
import { users } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { promoCodes, promoRedemptions } from '../../db/schema/codes.ts';
import { players } from '../../db/schema/game.ts';
import { shopProducts } from '../../db/schema/shop.ts';
import { orders, sandboxSessions } from '../../db/schema/orders.ts';
import { hashPassword } from '../../lib/security/passwords.ts';
import { openSession } from '../account/sessions.ts';

const clock = { now: new Date('2026-06-01T10:00:00Z') };
const PAYS = '4242 4242 4242 4242';

describe('discount codes at checkout: reserved when it opens, consumed once when paid, freed when it expires', () => {
  let t: TestApp;
  let adminToken: string;
  let gamePlayers: number[] = [];
  let seq = 0;
  let codeSeq = 0;

  beforeAll(async () => {
    t = await createTestApp({
      clock: () => clock.now,
      env: { RATE_LIMIT_SCALE: '100', DATABASE_POOL_SIZE: '12' },
    });
    await seedTinyWorld(t.database);
    gamePlayers = (await t.database.db.select({ id: players.id }).from(players)).map((p) => p.id);
    await t.database.db.insert(users).values({
      email: 'studio@example.com',
      passwordHash: await hashPassword('Admin-pass1'),
      name: 'S',
      surname: 'T',
      nickname: 'Studio',
      referralId: 'PS-STUDIO',
      role: 'admin',
      emailConfirmedAt: clock.now,
    });
    const login = await t.request({
      method: 'POST',
      url: '/api/account/login',
      payload: { email: 'studio@example.com', password: 'Admin-pass1' },
    });
    adminToken = login.json().token as string;
  });
  afterAll(() => t.close());

  async function player() {
    const i = seq++;
    const [row] = await t.database.db
      .insert(users)
      .values({
        email: `discount${i}@example.com`,
        passwordHash: 'x',
        name: 'D',
        surname: 'C',
        nickname: `Discount${i}`,
        referralId: `PS-DISC-${i}`,
        gamePlayerId: gamePlayers[i] as number,
        emailConfirmedAt: clock.now,
      })
      .returning();
    const user = row as typeof users.$inferSelect;
    const token = await openSession(t.database.db, { userId: user.id, remember: false, now: clock.now });
    return { user, token };
  }
  const api = (token: string, url: string, payload: object) =>
    t.request({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}` } });
  const productId = async (slug: string) =>
    (await t.database.db.select().from(shopProducts).where(eq(shopProducts.slug, slug)))[0]?.id as number;

  /** An active discount campaign; answers its code. */
  async function discount(body: Record<string, unknown>, status: 'active' | 'paused' = 'active') {
    const code = `SAVE${++codeSeq}X`;
    const created = await api(adminToken, '/api/admin/promo-codes', {
      name: 'Discount',
      kind: 'shared',
      code,
      maxUses: 1,
      rewardKind: 'discount',
      ...body,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as number;
    await api(adminToken, `/api/admin/promo-codes/${id}/status`, { status: 'active' });
    if (status === 'paused') await api(adminToken, `/api/admin/promo-codes/${id}/status`, { status });
    return { code, id };
  }
  const checkout = (token: string, code: string, variantId = 'tickets-pro') =>
    api(token, '/api/payments/create-link', { consent: true, variantId, code });
  const sessionOf = (res: { json(): { checkoutUrl: string } }) => {
    const path = new URL(res.json().checkoutUrl).pathname;
    return { path, sessionId: path.split('/').pop() as string };
  };
  const pay = (path: string) =>
    t.request({
      method: 'POST',
      url: `${path}/pay`,
      payload: `card=${encodeURIComponent(PAYS)}&expiry=12%2F30&cvc=123&name=Test`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  const usesOf = async (id: number) =>
    (await t.database.db.select().from(promoCodes).where(eq(promoCodes.id, id)))[0]?.uses;
  const live = (id: number) =>
    t.database.db
      .select()
      .from(promoRedemptions)
      .where(and(eq(promoRedemptions.promoCodeId, id), isNull(promoRedemptions.freedAt)));

  it('shows the lower price first, charges it at the provider, and the order and receipt keep the discount', async () => {
    const { code, id } = await discount({
      discountPercent: 20,
      discountProductId: await productId('tickets-pro'),
    });
    const { user, token } = await player();
    const preview = await api(token, '/api/payments/discount', {
      code: code.toLowerCase(),
      variantId: 'tickets-pro',
    });
    expect(preview.json()).toEqual({
      success: true,
      data: { code, listPriceCents: 999, discountCents: 199, priceCents: 800 },
    });
    // Previewing reserves nothing.
    expect(await usesOf(id)).toBe(0);

    const opened = await checkout(token, code);
    expect(opened.statusCode, opened.body).toBe(200);
    const { path, sessionId } = sessionOf(opened);
    const [session] = await t.database.db
      .select()
      .from(sandboxSessions)
      .where(eq(sandboxSessions.id, sessionId));
    expect(session?.amountCents).toBe(800);
    const page = await t.request({ method: 'GET', url: path });
    expect(page.body).toContain('€8.00');
    expect(await usesOf(id)).toBe(1);

    expect((await pay(path)).statusCode).toBe(303);
    const verified = await api(token, '/api/payments/verify-session', { session_id: sessionId });
    expect(verified.json()).toMatchObject({
      status: 'fulfilled',
      purchase: { totalPaid: 800, promoCode: code, discountCents: 199, baseTickets: 1200 },
    });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.userId, user.id));
    expect(order).toMatchObject({
      amountCents: 800,
      listPriceCents: 999,
      discountCents: 199,
      promoCode: code,
    });
    const rows = await live(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.consumedAt).not.toBeNull();
    const receipt = await t.request({
      method: 'GET',
      url: `/api/payments/orders/${order?.id}/receipt`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(receipt.body).toContain(code);
    expect(receipt.body).toContain('€1.99');
    // The console attributes the order's revenue to the code.
    const list = await t.request({
      method: 'GET',
      url: '/api/admin/promo-codes',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(list.json().data.find((c: { id: number }) => c.id === id)).toMatchObject({
      uses: 1,
      revenueCents: 800,
    });
  });

  it('refuses with the same answers as /redeem, plus "not valid for this product", and opens no checkout', async () => {
    const { token, user } = await player();
    const other = await discount({
      discountPercent: 10,
      discountProductId: await productId('tickets-elite'),
    });
    const paused = await discount({ discountCents: 100 }, 'paused');
    const ended = await discount({
      discountCents: 100,
      endsAt: new Date(clock.now.getTime() - 1000).toISOString(),
    });
    const points = await api(adminToken, '/api/admin/promo-codes', {
      name: 'Points',
      kind: 'shared',
      code: 'POINTSONLY',
      maxUses: 5,
      rewardKind: 'web_points',
      webPoints: 10,
    });
    await api(adminToken, `/api/admin/promo-codes/${points.json().data.id}/status`, { status: 'active' });
    const cases: Array<[string, number, string]> = [
      ['NOSUCHCODE', 404, 'PROMO_CODE_UNKNOWN'],
      [other.code, 409, 'PROMO_CODE_WRONG_PRODUCT'],
      ['POINTSONLY', 409, 'PROMO_CODE_WRONG_PRODUCT'],
      [paused.code, 409, 'PROMO_CODE_PAUSED'],
      [ended.code, 410, 'PROMO_CODE_EXPIRED'],
    ];
    for (const [code, status, error] of cases) {
      const res = await checkout(token, code);
      expect([code, res.statusCode, res.json().error]).toEqual([code, status, error]);
      const preview = await api(token, '/api/payments/discount', { code, variantId: 'tickets-pro' });
      expect([code, preview.json().error]).toEqual([code, error]);
    }
    // No refused checkout stays open or reached the provider.
    const open = await t.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, user.id), eq(orders.status, 'pending')));
    expect(open).toHaveLength(0);
    // A discount is taken at checkout, not on the Redeem screen.
    const redeemed = await api(token, '/api/codes/redeem', { code: other.code });
    expect(redeemed.json().error).toBe('PROMO_CODE_CHECKOUT_ONLY');
  });

  it('an open checkout holds a 1-use code against everyone; its expiry frees it for the next player', async () => {
    const { code, id } = await discount({ discountPercent: 10 });
    const first = await player();
    const second = await player();
    const opened = await checkout(first.token, code);
    expect(opened.statusCode).toBe(200);
    const refused = await checkout(second.token, code);
    expect([refused.statusCode, refused.json().error]).toEqual([410, 'PROMO_CODE_USED_UP']);
    // The player who holds it may not take it twice either, while it is held.
    expect(
      (await api(second.token, '/api/payments/discount', { code, variantId: 'tickets-pro' })).json().error,
    ).toBe('PROMO_CODE_USED_UP');

    // The first checkout is abandoned: its session runs out, and the code is free again.
    clock.now = new Date(clock.now.getTime() + (CHECKOUT_TTL_SECONDS + 60) * 1000);
    const retry = await checkout(second.token, code);
    expect(retry.statusCode, retry.body).toBe(200);
    const [abandoned] = await t.database.db.select().from(orders).where(eq(orders.userId, first.user.id));
    expect(abandoned?.status).toBe('expired');
    expect(await usesOf(id)).toBe(1);
    const rows = await live(id);
    expect(rows.map((r) => r.userId)).toEqual([second.user.id]);
  });

  it('an expired session reported by the provider gives the code back at once', async () => {
    const { code, id } = await discount({ discountCents: 300 });
    const first = await player();
    const { path, sessionId } = sessionOf(await checkout(first.token, code));
    await t.database.db
      .update(sandboxSessions)
      .set({ expiresAt: new Date(clock.now.getTime() - 1) })
      .where(eq(sandboxSessions.id, sessionId));
    // Visiting the expired page makes the sandbox send its "expired" event, like a real provider.
    expect((await t.request({ method: 'GET', url: path })).statusCode).toBe(410);
    expect(await usesOf(id)).toBe(0);
    const next = await player();
    expect((await checkout(next.token, code)).statusCode).toBe(200);
    expect(await usesOf(id)).toBe(1);
  });

  it('a player who goes back and checks out again keeps their code: the earlier checkout closes', async () => {
    const { code, id } = await discount({ discountPercent: 15 });
    const { token, user } = await player();
    const first = sessionOf(await checkout(token, code));
    const again = await checkout(token, code);
    expect(again.statusCode, again.body).toBe(200);
    expect(await usesOf(id)).toBe(1);
    expect((await t.request({ method: 'GET', url: first.path })).statusCode).toBe(410);
    const mine = await t.database.db.select().from(orders).where(eq(orders.userId, user.id));
    expect(mine.map((o) => o.status).sort()).toEqual(['expired', 'pending']);
  });

  it('10 players open checkouts with a 1-use code at once: exactly one reserves it', async () => {
    const { code, id } = await discount({ discountPercent: 10 });
    const buyers = await Promise.all(Array.from({ length: 10 }, () => player()));
    const answers = await Promise.all(buyers.map((b) => checkout(b.token, code)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.json().error === 'PROMO_CODE_USED_UP')).toHaveLength(9);
    expect(await usesOf(id)).toBe(1);
    expect(await live(id)).toHaveLength(1);
  });

  it('a paid checkout consumes its code once under 10 concurrent verifies', async () => {
    const { code, id } = await discount({ discountPercent: 10, maxUses: 5 });
    const { token } = await player();
    const { path, sessionId } = sessionOf(await checkout(token, code));
    await t.database.db
      .update(sandboxSessions)
      .set({ status: 'paid' })
      .where(eq(sandboxSessions.id, sessionId));
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => api(token, '/api/payments/verify-session', { session_id: sessionId })),
    );
    expect(answers.every((a) => a.json().status === 'fulfilled')).toBe(true);
    expect(await usesOf(id)).toBe(1);
    const consumed = await t.database.db
      .select()
      .from(promoRedemptions)
      .where(and(eq(promoRedemptions.promoCodeId, id), isNotNull(promoRedemptions.consumedAt)));
    expect(consumed).toHaveLength(1);
    // Used once by this player (limit 1): a second checkout is refused as theirs already.
    const again = await checkout(token, code);
    expect(again.json().error).toBe('PROMO_CODE_ALREADY_REDEEMED');
    expect(path).toContain('/sandbox/checkout/');
    // The creation and publication of each code are in the audit log.
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(id)));
    expect(audited.map((a) => a.action)).toEqual(expect.arrayContaining(['promo.create', 'promo.status']));
  });
});
