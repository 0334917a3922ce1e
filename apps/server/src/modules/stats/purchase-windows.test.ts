import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { monthStart } from '../../lib/game-day.ts';
import { createStatsService } from './service.ts';

const DAY = 86_400_000;
const TIME_ZONE = 'Europe/Berlin';

/**
 * The period lists of the Top Web Point leaderboard are kept incrementally (migration 0014).
 * Whatever happens to the history and the clock, they must equal the sum a read-time query gives.
 */
describe('top purchasers by period, kept incrementally', () => {
  let database: TestDatabase;
  let now = new Date('2026-03-10T12:00:00Z');
  const stats = () => createStatsService(database.db, { clock: () => now, timeZone: TIME_ZONE });

  /** What the read-time aggregate over the whole history says, ranked as the list is. */
  async function truth(since: Date) {
    const { rows } = await database.pool.query<{ player_id: number; total: string; purchases: string }>(
      `select player_id, sum(web_points) as total, count(*) as purchases from purchase_history
       where purchased_at >= $1 group by player_id
       order by sum(web_points) desc, count(*) desc, player_id limit 1000`,
      [since],
    );
    return rows.map((r) => [r.player_id, Number(r.total), Number(r.purchases)]);
  }
  async function listed(period: 'last30days' | 'monthly') {
    const rows = await stats().topPurchasers(period, 1000);
    return rows.map((r) => [r.UserId, r.TotalWebPoints, r.PurchaseCount]);
  }
  async function expectBothPeriodsExact() {
    expect(await listed('last30days')).toEqual(await truth(new Date(now.getTime() - 30 * DAY)));
    expect(await listed('monthly')).toEqual(await truth(monthStart(now, TIME_ZONE)));
  }
  async function buy(playerId: number, webPoints: number, at: Date) {
    await database.pool.query(
      'insert into purchase_history (player_id, web_points, amount_cents, purchased_at) values ($1, $2, 100, $3)',
      [playerId, webPoints, at],
    );
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    // 60 days of purchases by 40 players, a few a day, some on the same player.
    const values: string[] = [];
    for (let i = 0; i < 400; i++) {
      const at = new Date(now.getTime() - (i % 60) * DAY - (i % 7) * 3_600_000);
      values.push(`(${((i * 7) % 40) + 1}, ${100 * ((i % 5) + 1)}, 499, '${at.toISOString()}')`);
    }
    await database.pool.query(
      `insert into purchase_history (player_id, web_points, amount_cents, purchased_at) values ${values.join(',')}`,
    );
  });
  afterAll(() => database.drop());

  it('matches the read-time sums after the history is loaded', async () => {
    await expectBothPeriodsExact();
    expect((await listed('monthly')).length).toBeGreaterThan(0);
  });

  it('counts new purchases in the periods they fall in, and forgets deleted ones', async () => {
    await buy(41, 5000, new Date(now.getTime() - 1000));
    await buy(42, 7000, new Date(now.getTime() - 20 * DAY)); // last 30 days, an earlier month
    await buy(43, 9000, new Date(now.getTime() - 45 * DAY)); // neither period
    expect((await listed('last30days'))[0]?.[0]).toBe(42);
    expect((await listed('monthly'))[0]?.[0]).toBe(41);
    await database.pool.query('delete from purchase_history where player_id = 42');
    await expectBothPeriodsExact();
    expect((await listed('last30days')).map(([id]) => id)).not.toContain(42);
  });

  it('moves its start as time passes, across a month boundary, and back', async () => {
    for (const step of [2 * DAY, 25 * DAY, 3_600_000, 40 * DAY]) {
      now = new Date(now.getTime() + step);
      await expectBothPeriodsExact();
    }
    now = new Date(now.getTime() - 50 * DAY); // a clock set back adds the purchases back
    await expectBothPeriodsExact();
  });

  it('stays exact when purchases and reads run at the same time', async () => {
    const work: Promise<unknown>[] = [];
    for (let i = 0; i < 30; i++) {
      work.push(buy((i % 10) + 1, 10 + i, new Date(now.getTime() - (i % 40) * DAY)));
      now = new Date(now.getTime() + 3_600_000);
      work.push(stats().topPurchasers(i % 2 ? 'monthly' : 'last30days', 20));
    }
    await Promise.all(work);
    await expectBothPeriodsExact();
  });
});
