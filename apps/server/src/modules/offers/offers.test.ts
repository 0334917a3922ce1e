import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedTinyWorld } from '../../../test/game-world.ts';
import { users } from '../../db/schema/accounts.ts';
import { playerInventory } from '../../db/schema/game-inventory.ts';
import { players } from '../../db/schema/game.ts';
import { webPointLedger } from '../../db/schema/wallet.ts';
import { hashPassword } from '../../lib/security/passwords.ts';

const clock = { now: new Date('2026-07-10T22:30:00Z') };

describe('offers, catalogue and balance history', () => {
  let t: TestApp;
  let token: string;
  let user: typeof users.$inferSelect;

  beforeAll(async () => {
    t = await createTestApp({ clock: () => clock.now, env: { RATE_LIMIT_SCALE: '100' } });
    await seedTinyWorld(t.database);
    const [p] = await t.database.db.select().from(players).orderBy(asc(players.id)).limit(1);
    await t.database.db.insert(users).values({
      email: 'offers@example.com',
      passwordHash: await hashPassword('Offer-pass1'),
      name: 'Of',
      surname: 'Fers',
      referralId: p?.referralId as string,
      gamePlayerId: p?.id as number,
      nickname: p?.nickname as string,
      emailConfirmedAt: clock.now,
    });
    token = (
      await t.request({
        method: 'POST',
        url: '/api/account/login',
        payload: { email: 'offers@example.com', password: 'Offer-pass1' },
      })
    ).json().token;
    [user] = (await t.database.db.select().from(users).where(eq(users.email, 'offers@example.com'))) as [
      typeof users.$inferSelect,
    ];
  });
  afterAll(() => t.close());

  const api = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.request({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

  it('lists ticket packages and premium packages for a confirmed player only', async () => {
    const tickets = (await api('GET', '/api/shop/tickets')).json();
    expect(tickets.count).toBe(5);
    expect(tickets.data[1]).toMatchObject({
      slug: 'tickets-pro',
      priceCents: 999,
      originalPriceCents: 1299,
      mostPopular: true,
      vipBonusTickets: 0,
      finalTickets: 1200,
    });
    const premiums = (await api('GET', '/api/shop/premiums')).json();
    expect(premiums.data.map((p: { premiumType: string }) => p.premiumType)).toEqual(['silver', 'platinum']);
    expect(premiums.currentPremium).toBeDefined();
    expect((await t.request({ method: 'GET', url: '/api/shop/tickets' })).statusCode).toBe(401);
  });

  it('gives the free daily tickets once per game day, and again after midnight', async () => {
    const before = (await api('GET', `/api/offers/free-daily-eligibility/${user.id}`)).json();
    expect(before).toMatchObject({
      canPurchase: true,
      nextAvailable: '2026-07-11T00:00:00.000Z',
      secondsRemaining: 5400,
      hoursRemaining: 2,
    });

    const claims = await Promise.all(
      Array.from({ length: 5 }, () => api('POST', '/api/offers/free-ticket', { userId: user.id })),
    );
    expect(claims.filter((c) => c.statusCode === 200)).toHaveLength(1);
    const refused = claims.find((c) => c.statusCode !== 200);
    expect(refused?.statusCode).toBe(409);
    expect(refused?.json().message).toBe(
      'You have already claimed your free tickets today. Come back tomorrow!',
    );
    expect((await api('GET', `/api/offers/free-daily-eligibility/${user.id}`)).json().canPurchase).toBe(
      false,
    );
    expect(
      (
        await t.database.db
          .select()
          .from(playerInventory)
          .where(eq(playerInventory.playerId, user.gamePlayerId as number))
      )[0]?.tickets,
    ).toBe(50);
    // 2 free web points, as a claim in the ledger (free points never count towards VIP).
    const ledger = (await api('GET', '/api/account/balance-history/transactions')).json();
    expect(ledger.data[0]).toMatchObject({
      type: 'claim',
      amount: 2,
      description: 'Daily Free Gift',
      descriptionKey: 'freeGift',
      descriptionParams: null,
    });

    clock.now = new Date('2026-07-11T00:00:05Z');
    expect((await api('GET', `/api/offers/free-daily-eligibility/${user.id}`)).json().canPurchase).toBe(true);
    expect((await api('POST', '/api/offers/free-ticket', {})).statusCode).toBe(200);
  });

  it("refuses another player's id", async () => {
    expect((await api('GET', `/api/offers/free-daily-eligibility/${user.id + 1}`)).statusCode).toBe(403);
  });

  it('reports daily offer and seasonal eligibility, flipping after a purchase', async () => {
    expect((await api('GET', '/api/offers/daily')).json()).toMatchObject({
      canPurchase: true,
      data: { slug: 'daily-offer', spins: 5 },
    });
    const buy = async (variantId: string) => {
      const path = new URL(
        (await api('POST', '/api/payments/create-link', { consent: true, variantId })).json().checkoutUrl,
      ).pathname;
      await t.request({
        method: 'POST',
        url: `${path}/pay`,
        payload: 'card=4242424242424242',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      return (
        await api('POST', '/api/payments/verify-session', { session_id: path.split('/').pop() })
      ).json();
    };
    expect((await buy('daily-offer')).status).toBe('fulfilled');
    expect((await api('GET', '/api/offers/daily')).json().canPurchase).toBe(false);

    const seasonal = `/api/offers/seasonal-eligibility/${user.id}/seasonal-welcome-pack`;
    expect((await api('GET', seasonal)).json()).toMatchObject({ canPurchase: true, lastPurchase: null });
    await buy('seasonal-welcome-pack');
    const after = (await api('GET', seasonal)).json();
    expect(after).toMatchObject({
      canPurchase: false,
      lastPurchase: { productName: 'Seasonal Welcome Pack', purchasedAt: clock.now.toISOString() },
    });
  });

  it('shows the balance history: summary, payments, transactions, ranges and pages', async () => {
    const summary = (await api('GET', '/api/account/balance-history/summary?range=today')).json().data;
    expect(summary).toMatchObject({
      currentBalance: 6 + 2 + 2, // two paid 3 WP orders and two free gifts of 2 WP
      totalPurchases: 2,
      moneySpentCents: 199 + 999,
      wpPurchased: 6,
      paidPurchases: 2,
      freeRewards: 1,
    });
    expect(summary.categories.paid).toBe(6);
    expect(summary.categories.free).toBe(2); // today's gift; yesterday's is outside the range

    const payments = (
      await api('GET', '/api/account/balance-history/payments?range=allTime&pageSize=1&page=2')
    ).json();
    expect(payments).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(payments.data[0]).toMatchObject({ product: 'Daily Offer', status: 'completed', priceCents: 199 });

    const transactions = (await api('GET', '/api/account/balance-history/transactions')).json();
    expect(transactions.data[0]).toMatchObject({ type: 'purchase', amount: 3, balance: 10 });
    // Yesterday holds only the first free gift.
    const yesterday = (await api('GET', '/api/account/balance-history/transactions?range=yesterday')).json();
    expect(yesterday.total).toBe(1);
    expect(yesterday.data[0]).toMatchObject({ type: 'claim', amount: 2 });
    expect((await api('GET', '/api/account/balance-history/spending')).json().total).toBe(0);

    const [sum] = await t.database.db
      .select({ s: sql<number>`sum(amount)::int` })
      .from(webPointLedger)
      .where(eq(webPointLedger.userId, user.id));
    expect(sum?.s).toBe(summary.currentBalance);
  });

  it('answers a logged-in read in at most two database round trips, touching the session once a minute', async () => {
    const pool = t.database.pool;
    const original = pool.query.bind(pool);
    const statements: string[] = [];
    pool.query = ((...args: Parameters<typeof pool.query>) => {
      const [first] = args as unknown as [string | { text: string }];
      statements.push(typeof first === 'string' ? first : first.text);
      return original(...args);
    }) as typeof pool.query;
    const roundTrips = async (url: string) => {
      statements.length = 0;
      expect((await api('GET', url)).statusCode).toBe(200);
      return [...statements];
    };
    try {
      // The session was seen less than a minute ago: the session lookup and one statement.
      expect(await roundTrips('/api/account/balance-history/summary?range=allTime')).toHaveLength(2);
      expect(await roundTrips('/api/account/balance-history/transactions?range=allTime')).toHaveLength(2);

      // A minute later the first request refreshes "last seen", the next one does not.
      clock.now = new Date(clock.now.getTime() + 61_000);
      const touched = await roundTrips('/api/account/balance-history/summary?range=allTime');
      expect(touched).toHaveLength(3);
      expect(touched.some((text) => /update "sessions" set "last_seen_at"/.test(text))).toBe(true);
      expect(await roundTrips('/api/account/balance-history/summary?range=allTime')).toHaveLength(2);
    } finally {
      pool.query = original;
    }
  });

  it('keeps the total on a page past the last one', async () => {
    const past = (
      await api('GET', '/api/account/balance-history/payments?range=allTime&pageSize=1&page=9')
    ).json();
    expect(past).toMatchObject({ total: 2, page: 9, data: [] });
    const ledger = (
      await api('GET', '/api/account/balance-history/transactions?range=allTime&pageSize=10&page=5')
    ).json();
    expect(ledger.data).toEqual([]);
    expect(ledger.total).toBeGreaterThan(0);
  });
});
