import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTinyWorld } from '../../../test/game-world.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/accounts.ts';
import { webPointLedger } from '../../db/schema/wallet.ts';
import { DEMO_PASSWORD, ensureDemoAccounts, listDemoAccounts } from './demo-accounts.ts';

describe('demo accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedTinyWorld(t.database);
    await ensureDemoAccounts(t.database.db);
    await ensureDemoAccounts(t.database.db); // a restart changes nothing
  });
  afterAll(() => t.close());

  const login = async (email: string) =>
    (
      await t.request({
        method: 'POST',
        url: '/api/account/login',
        payload: { email, password: DEMO_PASSWORD },
      })
    ).json();

  it('the demo player is a Gold VIP with 2500 WP that the ledger explains', async () => {
    const body = await login('player@pitchside.dev');
    expect(body.user).toMatchObject({ emailconfirmed: true, webpoint: 2500 });
    expect(body.user.vip).toMatchObject({ tier: 2, tierName: 'Gold', last30DaysWebpoints: 720 });
    const [player] = await t.database.db.select().from(users).where(eq(users.email, 'player@pitchside.dev'));
    const [sum] = await t.database.db
      .select({ total: sql<number>`sum(amount)::int`, rows: sql<number>`count(*)::int` })
      .from(webPointLedger)
      .where(eq(webPointLedger.userId, player?.id as number));
    expect(sum).toEqual({ total: 2500, rows: 5 });
  });

  it('lists a rookie without points, an unconfirmed player, a support agent, a content editor, a finance member, an admin and free referral IDs', async () => {
    expect((await login('rookie@pitchside.dev')).user).toMatchObject({ webpoint: 0, vip: { tier: 0 } });
    expect((await login('unverified@pitchside.dev')).user.emailconfirmed).toBe(false);
    const { accounts, freeReferralIds } = await listDemoAccounts(t.database.db);
    expect(accounts.map((a) => a.role)).toEqual([
      'player',
      'player',
      'player',
      'support',
      'content',
      'finance',
      'admin',
    ]);
    expect((await login('finance@pitchside.dev')).user).toMatchObject({ role: 'finance' });
    expect((await login('admin@pitchside.dev')).user).toMatchObject({ role: 'admin', emailconfirmed: true });
    expect(freeReferralIds).toHaveLength(12);
  });
});
