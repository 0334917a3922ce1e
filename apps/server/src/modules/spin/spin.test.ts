import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedTinyWorld } from '../../../test/game-world.ts';
import { users } from '../../db/schema/accounts.ts';
import { playerInventory } from '../../db/schema/game-inventory.ts';
import { players } from '../../db/schema/game.ts';
import { spins } from '../../db/schema/spin.ts';
import { webPointLedger } from '../../db/schema/wallet.ts';
import { hashPassword } from '../../lib/security/passwords.ts';

async function spinner(t: TestApp, index: number, webPoints: number) {
  const [p] = await t.database.db.select().from(players).orderBy(asc(players.id)).offset(index).limit(1);
  const email = `spinner${index}@example.com`;
  const [user] = await t.database.db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword('Spin-pass1'),
      name: 'Sp',
      surname: 'In',
      referralId: p?.referralId as string,
      gamePlayerId: p?.id as number,
      nickname: p?.nickname as string,
      emailConfirmedAt: new Date(),
      webPoints,
    })
    .returning();
  // Starting points are a ledger entry too, so the ledger always explains the balance.
  if (webPoints > 0) {
    await t.database.db.insert(webPointLedger).values({
      userId: user?.id as number,
      type: 'bonus',
      amount: webPoints,
      balanceAfter: webPoints,
      reference: `seed:${email}`,
      description: 'seed',
    });
  }
  const token = (
    await t.request({ method: 'POST', url: '/api/account/login', payload: { email, password: 'Spin-pass1' } })
  ).json().token as string;
  return { user: user as typeof users.$inferSelect, token };
}

const ledgerSum = async (t: TestApp, userId: number) =>
  Number(
    (
      await t.database.db
        .select({ s: sql<number>`coalesce(sum(amount),0)::int` })
        .from(webPointLedger)
        .where(eq(webPointLedger.userId, userId))
    )[0]?.s,
  );
const balanceOf = async (t: TestApp, userId: number) =>
  (await t.database.db.select().from(users).where(eq(users.id, userId)))[0]?.webPoints ?? -1;

describe('spin the wheel (3 s wait)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_SCALE: '100' } });
    await seedTinyWorld(t.database);
  });
  afterAll(() => t.close());

  it('publishes the odds of the player’s tier, summing to 1', async () => {
    const { token } = await spinner(t, 0, 100);
    const wheel = (
      await t.request({
        method: 'GET',
        url: '/api/spin/wheel',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json().data;
    expect(wheel).toMatchObject({
      cost: 5,
      balance: 100,
      tier: 0,
      cooldownSeconds: 3,
      secondsRemaining: 0,
      jackpot: { dailyLimit: 1, wonToday: 0 },
    });
    expect(wheel.segments).toHaveLength(8);
    expect(
      wheel.segments.reduce((s: number, x: { probability: number }) => s + x.probability, 0),
    ).toBeCloseTo(1, 10);
  });

  it('100 requests at once: one spin is granted, debited 5 WP and credited its prize; the rest wait; no 5xx', async () => {
    const { user, token } = await spinner(t, 1, 100);
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        t.request({ method: 'POST', url: '/api/spin', headers: { authorization: `Bearer ${token}` } }),
      ),
    );
    expect(results.some((r) => r.statusCode >= 500)).toBe(false);
    const granted = results.filter((r) => r.statusCode === 200);
    expect(granted).toHaveLength(1);
    for (const refused of results.filter((r) => r.statusCode !== 200)) {
      expect([409, 429]).toContain(refused.statusCode);
      const body = refused.json();
      if (refused.statusCode === 409)
        expect(body.message).toBe(
          'Another operation is in progress. You cannot perform two operations at the same time.',
        );
      else expect(body.secondsRemaining).toBeGreaterThan(0);
    }
    const result = granted[0]?.json().data;
    const prizeWp = result.kind === 'web_points' ? result.amount : 0;
    expect(await balanceOf(t, user.id)).toBe(100 - 5 + prizeWp);
    expect(await ledgerSum(t, user.id)).toBe(100 - 5 + prizeWp);
    const inventory = (
      await t.database.db
        .select()
        .from(playerInventory)
        .where(eq(playerInventory.playerId, user.gamePlayerId as number))
    )[0];
    expect(inventory?.tickets ?? 0).toBe(result.kind === 'tickets' ? result.amount : 0);
    const history = (
      await t.request({
        method: 'GET',
        url: '/api/spin/history',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json().data;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ slug: result.slug, cost: 5, balanceAfter: 100 - 5 + prizeWp });
    // The balance history's spending tab lists the 5 WP paid for the spin, as a positive amount.
    const spending = (
      await t.request({
        method: 'GET',
        url: '/api/account/balance-history/spending',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    expect(spending.total).toBe(1);
    expect(spending.data[0]).toMatchObject({ amount: 5, balance: 95 });
  });

  it('says "Not Enough WebPoints" below 5 WP and changes nothing', async () => {
    const { user, token } = await spinner(t, 2, 4);
    const res = await t.request({
      method: 'POST',
      url: '/api/spin',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Not Enough WebPoints');
    expect(await balanceOf(t, user.id)).toBe(4);
    expect(await t.database.db.select().from(spins).where(eq(spins.userId, user.id))).toHaveLength(0);
  });
});

describe('spin the wheel (wait set to 0)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_SCALE: '100', SPIN_COOLDOWN_SECONDS: '0' } });
    await seedTinyWorld(t.database);
  });
  afterAll(() => t.close());

  it('50 WP and 100 concurrent requests: never below 0, the ledger sums to the balance, no 5xx', async () => {
    const { user, token } = await spinner(t, 3, 50);
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        t.request({ method: 'POST', url: '/api/spin', headers: { authorization: `Bearer ${token}` } }),
      ),
    );
    expect(results.some((r) => r.statusCode >= 500)).toBe(false);
    const granted = results.filter((r) => r.statusCode === 200).map((r) => r.json().data);
    const wpWon = granted.filter((g) => g.kind === 'web_points').reduce((s, g) => s + g.amount, 0);
    const balance = await balanceOf(t, user.id);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(balance).toBe(50 - 5 * granted.length + wpWon);
    expect(await ledgerSum(t, user.id)).toBe(balance);
    expect(await t.database.db.select().from(spins).where(eq(spins.userId, user.id))).toHaveLength(
      granted.length,
    );
    for (const refused of results.filter((r) => r.statusCode !== 200)) {
      expect([
        'Not Enough WebPoints',
        'Another operation is in progress. You cannot perform two operations at the same time.',
      ]).toContain(refused.json().message);
    }
    // Spend the rest one by one: the wheel stops exactly at the last 5 WP.
    let last = 200;
    while (last === 200)
      last = (
        await t.request({ method: 'POST', url: '/api/spin', headers: { authorization: `Bearer ${token}` } })
      ).statusCode;
    expect(last).toBe(400);
    expect(await balanceOf(t, user.id)).toBeLessThan(5);
    expect(await ledgerSum(t, user.id)).toBe(await balanceOf(t, user.id));
  });
});

describe('spin the wheel under load (pool of 10)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { RATE_LIMIT_SCALE: '100', SPIN_COOLDOWN_SECONDS: '0', DATABASE_POOL_SIZE: '10' },
    });
    await seedTinyWorld(t.database);
  });
  afterAll(() => t.close());

  it('30 players spinning at once all get their spin, well inside the 10 s connection timeout', async () => {
    const players = await Promise.all(Array.from({ length: 30 }, (_, i) => spinner(t, 10 + i, 20)));
    const started = Date.now();
    const results = await Promise.all(
      players.map(({ token }) =>
        t.request({ method: 'POST', url: '/api/spin', headers: { authorization: `Bearer ${token}` } }),
      ),
    );
    const elapsed = Date.now() - started;
    // A read through the pool inside a spin's transaction needs a second connection per spinner:
    // with 10+ spinners every connection is held and the spins stall until the pool times out.
    expect(results.map((r) => r.statusCode)).toEqual(Array.from({ length: 30 }, () => 200));
    expect(elapsed).toBeLessThan(5_000);
    for (const { user } of players) expect(await ledgerSum(t, user.id)).toBe(await balanceOf(t, user.id));
  });

  it('writes every ledger and spin row once, with the balance it leaves (the ledger refuses updates)', async () => {
    const { user, token } = await spinner(t, 45, 30);
    for (let i = 0; i < 4; i += 1) {
      const spun = await t.request({
        method: 'POST',
        url: '/api/spin',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(spun.statusCode).toBe(200);
    }
    const rows = await t.database.db
      .select()
      .from(webPointLedger)
      .where(eq(webPointLedger.userId, user.id))
      .orderBy(asc(webPointLedger.id));
    let running = 0;
    for (const row of rows) {
      running += row.amount;
      expect(row.balanceAfter).toBe(running);
    }
    const history = await t.database.db
      .select()
      .from(spins)
      .where(eq(spins.userId, user.id))
      .orderBy(asc(spins.id));
    expect(history.at(-1)?.balanceAfter).toBe(await balanceOf(t, user.id));
    await expect(
      t.database.db.update(webPointLedger).set({ balanceAfter: 0 }).where(eq(webPointLedger.userId, user.id)),
    ).rejects.toThrow();
  });
});
