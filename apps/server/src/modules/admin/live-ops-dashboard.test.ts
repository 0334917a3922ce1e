import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedTinyWorld } from '../../../test/game-world.ts';
import { users } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { players } from '../../db/schema/game.ts';
import { shopCampaigns } from '../../db/schema/shop.ts';
import { supportTickets } from '../../db/schema/support.ts';
import { orders } from '../../db/schema/orders.ts';
import { hashPassword } from '../../lib/security/passwords.ts';

const PASSWORD = 'Liveops-pass1';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Issue 35, item 6: chargebacks, campaign results and open tickets by age on the dashboard. */
describe('back office: live ops dashboard', () => {
  let t: TestApp;
  let adminToken: string;
  const game: { ids: number[]; referrals: string[] } = { ids: [], referrals: [] };
  let next = 0;

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
  const stats = async (from: Date, to: Date) => {
    const query = new URLSearchParams({ from: from.toISOString(), to: to.toISOString() });
    const res = await api(adminToken, 'GET', `/api/admin/stats?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const dispute = (sessionId: string) =>
    t.request({ method: 'POST', url: `/sandbox/checkout/${sessionId}/dispute` });

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_SCALE: '100' } });
    await seedTinyWorld(t.database);
    const rows = await t.database.db.select().from(players).orderBy(asc(players.id)).limit(10);
    game.ids = rows.map((p) => p.id);
    game.referrals = rows.map((p) => p.referralId);
    await t.database.db.insert(users).values({
      email: 'liveops@example.com',
      passwordHash: await hashPassword(PASSWORD),
      name: 'Live',
      surname: 'Ops',
      nickname: 'LiveOps',
      referralId: 'PS-LIVEOPS',
      role: 'admin',
      emailConfirmedAt: new Date(),
    });
    adminToken = await login('liveops@example.com');
  });
  afterAll(() => t.close());

  /** A player who paid for a product by card in the sandbox; answers the order and its session. */
  async function buyer(variantId: string) {
    const i = next++;
    const email = `liveops${i}@example.com`;
    const [user] = await t.database.db
      .insert(users)
      .values({
        email,
        passwordHash: await hashPassword(PASSWORD),
        name: 'Li',
        surname: 'Ve',
        nickname: `Live${i}`,
        referralId: game.referrals[i] as string,
        gamePlayerId: game.ids[i] as number,
        emailConfirmedAt: new Date(),
      })
      .returning();
    const token = await login(email);
    const link = await api(token, 'POST', '/api/payments/create-link', { consent: true, variantId });
    const path = new URL(link.json().checkoutUrl).pathname;
    await t.request({
      method: 'POST',
      url: `${path}/pay`,
      payload: 'card=4242%204242%204242%204242&expiry=12%2F30&cvc=123&name=Test',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const sessionId = path.split('/').pop() as string;
    const [order] = await t.database.db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
    expect(order?.status).toBe('fulfilled');
    return { user: user as typeof users.$inferSelect, order: order as typeof orders.$inferSelect, sessionId };
  }

  it('records a chargeback once however often the sandbox reports it, audits it, and counts it', async () => {
    const disputed = await buyer('tickets-champion');
    // The same dispute delivered four times, two of them racing.
    expect((await dispute(disputed.sessionId)).statusCode).toBe(200);
    await Promise.all([dispute(disputed.sessionId), dispute(disputed.sessionId)]);
    expect((await dispute(disputed.sessionId)).statusCode).toBe(200);

    // An order support had refunded already, then disputed at the bank: still a chargeback.
    const refunded = await buyer('tickets-starter');
    const refund = await api(adminToken, 'POST', `/api/admin/orders/${refunded.order.id}/refund`, {
      reason: 'Asked for it back',
    });
    expect(refund.statusCode).toBe(200);
    await dispute(refunded.sessionId);

    // An unpaid checkout cannot be disputed.
    expect((await dispute('cs_sandbox_unknown')).statusCode).toBe(404);

    const stored = await t.database.db.select().from(orders).where(eq(orders.id, disputed.order.id));
    expect(stored[0]?.chargedBackAt).toBeInstanceOf(Date);
    const records = await t.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'order.charged_back'`);
    expect(records.map((r) => r.targetId).sort()).toEqual(
      [String(disputed.order.id), String(refunded.order.id)].sort(),
    );

    const now = Date.now();
    const data = await stats(new Date(now - HOUR), new Date(now + HOUR));
    expect(data.chargebacks).toBe(2);
    expect(data.chargebacksCents).toBe(disputed.order.amountCents + refunded.order.amountCents);
    expect(data.previous).toMatchObject({ chargebacks: 0, chargebacksCents: 0 });
    // A disputed purchase is still given back as before (decision 0015), by the one refund path.
    expect(stored[0]).toMatchObject({ status: 'refunded', refundKind: 'chargeback' });
  });

  it('sums the orders each overlapping campaign delivered, cut to the period, with the previous chargebacks', async () => {
    const { order: template } = await buyer('tickets-starter');
    const at = (iso: string) => new Date(iso);
    const [a, b] = await t.database.db
      .insert(shopCampaigns)
      .values([
        { name: 'New Year', startsAt: at('2019-12-31T20:00:00Z'), endsAt: at('2020-01-01T06:00:00Z') },
        // Ended early at noon: what came after is not its result.
        {
          name: 'Winter',
          startsAt: at('2020-01-01T10:00:00Z'),
          endsAt: at('2020-01-03T00:00:00Z'),
          endedAt: at('2020-01-01T12:00:00Z'),
        },
        { name: 'Later', startsAt: at('2020-01-05T00:00:00Z'), endsAt: at('2020-01-06T00:00:00Z') },
      ])
      .returning();
    const { id: _id, providerSessionId: _session, onceKey: _once, ...copy } = template;
    const delivered = (iso: string, amountCents: number, campaignId: number | null, more = {}) => ({
      ...copy,
      createdAt: at(iso),
      fulfilledAt: at(iso),
      amountCents,
      campaignId,
      ...more,
    });
    await t.database.db
      .insert(orders)
      .values([
        delivered('2019-12-31T22:00:00Z', 100, a!.id, { chargedBackAt: at('2019-12-31T23:00:00Z') }),
        delivered('2020-01-01T02:00:00Z', 500, a!.id),
        delivered('2020-01-01T05:00:00Z', 300, null),
        delivered('2020-01-01T08:00:00Z', 2_000, null),
        delivered('2020-01-01T11:00:00Z', 700, b!.id),
        delivered('2020-01-01T13:00:00Z', 900, b!.id),
      ]);

    const data = await stats(at('2020-01-01T00:00:00Z'), at('2020-01-02T00:00:00Z'));
    expect(data.campaigns).toEqual([
      {
        id: a!.id,
        name: 'New Year',
        startsAt: '2019-12-31T20:00:00.000Z',
        endsAt: '2020-01-01T06:00:00.000Z',
        orders: 2,
        revenueCents: 800,
        bonusOrders: 1,
      },
      {
        id: b!.id,
        name: 'Winter',
        startsAt: '2020-01-01T10:00:00.000Z',
        endsAt: '2020-01-01T12:00:00.000Z',
        orders: 1,
        revenueCents: 700,
        bonusOrders: 1,
      },
    ]);
    expect(data.orders).toBe(5);
    expect(data.chargebacks).toBe(0);
    expect(data.previous).toMatchObject({ chargebacks: 1, chargebacksCents: 100 });
  });

  it('buckets open tickets by age and leaves closed ones out', async () => {
    const [owner] = await t.database.db.select({ id: users.id }).from(users).limit(1);
    const now = Date.now();
    const ticket = (ageMs: number, status = 'open') => ({
      userId: owner!.id,
      subject: 'Help',
      description: 'Please',
      category: 'payment',
      priority: 'normal',
      status,
      createdAt: new Date(now - ageMs),
    });
    await t.database.db
      .insert(supportTickets)
      .values([
        ticket(2 * HOUR),
        ticket(DAY - 10 * 60_000),
        ticket(DAY + 10 * 60_000, 'answered'),
        ticket(2.5 * DAY),
        ticket(3 * DAY + 10 * 60_000),
        ticket(6 * DAY),
        ticket(7 * DAY + 10 * 60_000),
        ticket(40 * DAY),
        ticket(40 * DAY, 'closed'),
        ticket(HOUR, 'closed'),
      ]);
    const data = await stats(new Date(now - DAY), new Date(now + HOUR));
    expect(data.openTicketsByAge).toEqual({
      underOneDay: 2,
      oneToThreeDays: 2,
      threeToSevenDays: 2,
      overSevenDays: 2,
    });
    expect(data.openTickets).toBe(8);
  });
});
