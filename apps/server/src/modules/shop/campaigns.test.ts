import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedTinyWorld } from '../../../test/game-world.ts';
import { notifications, users } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { playerInventory } from '../../db/schema/game-inventory.ts';
import { players } from '../../db/schema/game.ts';
import { shopProducts } from '../../db/schema/shop.ts';
import { orders } from '../../db/schema/orders.ts';
import { hashPassword } from '../../lib/security/passwords.ts';

const clock = { now: new Date('2026-06-01T10:00:00Z') };
const PASSWORD = 'Buyer-pass1';
const at = (minutes: number) => new Date(clock.now.getTime() + minutes * 60_000).toISOString();

/**
 * Issue 32: the campaign bonus a card shows is the one a purchase delivers, and no card shows
 * one outside a campaign. An order keeps the bonus it was opened with after the campaign ends.
 */
describe('time-boxed campaigns', () => {
  let t: TestApp;
  let adminToken: string;
  let gamePlayers: Array<{ id: number; referralId: string; nickname: string }>;
  let seq = 0;
  const ids: Record<string, number> = {};

  const login = async (email: string) =>
    (
      await t.request({ method: 'POST', url: '/api/account/login', payload: { email, password: PASSWORD } })
    ).json().token as string;

  beforeAll(async () => {
    t = await createTestApp({ clock: () => clock.now, env: { RATE_LIMIT_SCALE: '100' } });
    await seedTinyWorld(t.database);
    gamePlayers = await t.database.db.select().from(players).orderBy(asc(players.id)).limit(20);
    await t.database.db.insert(users).values({
      email: 'admin@example.com',
      passwordHash: await hashPassword(PASSWORD),
      name: 'A',
      surname: 'D',
      referralId: 'PS-ADM',
      nickname: 'Boss',
      role: 'admin',
      emailConfirmedAt: clock.now,
    });
    adminToken = await login('admin@example.com');
    for (const row of await t.database.db.select().from(shopProducts)) ids[row.slug] = row.id;
  });
  afterAll(() => t.close());

  async function player() {
    const game = gamePlayers[seq] as { id: number; referralId: string; nickname: string };
    const email = `campaign${seq++}@example.com`;
    const [user] = await t.database.db
      .insert(users)
      .values({
        email,
        passwordHash: await hashPassword(PASSWORD),
        name: 'Bu',
        surname: 'Yer',
        referralId: game.referralId,
        gamePlayerId: game.id,
        nickname: game.nickname,
        emailConfirmedAt: clock.now,
      })
      .returning();
    return { token: await login(email), user: user as typeof users.$inferSelect };
  }
  const api = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.request({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
  const cards = async (token: string) =>
    (await api(token, 'GET', '/api/shop/tickets')).json().data as Array<{
      slug: string;
      tickets: number;
      campaignBonusPercentage: number;
      campaignBonusTickets: number;
      campaignEndsAt: string | null;
      finalTickets: number;
    }>;
  async function buy(token: string, slug: string) {
    const link = await api(token, 'POST', '/api/payments/create-link', { consent: true, variantId: slug });
    expect(link.statusCode, link.body).toBe(200);
    const path = new URL(link.json().checkoutUrl).pathname;
    return {
      sessionId: path.split('/').pop() as string,
      pay: async () => {
        const paid = await t.request({
          method: 'POST',
          url: `${path}/pay`,
          payload: 'card=4242%204242%204242%204242&expiry=12%2F30&cvc=123&name=Test',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        expect(paid.statusCode).toBe(303);
        const verified = await api(token, 'POST', '/api/payments/verify-session', {
          session_id: path.split('/').pop(),
        });
        expect(verified.statusCode, verified.body).toBe(200);
        return verified.json().purchase as { totalTickets: number; campaignBonusTickets: number };
      },
    };
  }
  const tickets = async (gamePlayerId: number) =>
    (await t.database.db.select().from(playerInventory).where(eq(playerInventory.playerId, gamePlayerId)))[0]
      ?.tickets ?? 0;
  const campaignBody = (minutesFrom: number, minutesTo: number, percent = 35) => ({
    names: { en: 'Summer Cup', de: 'Sommerpokal' },
    startsAt: at(minutesFrom),
    endsAt: at(minutesTo),
    bonuses: [{ productId: ids['tickets-pro'], percent }],
  });

  it('shows no campaign bonus on any card and delivers none while no campaign runs', async () => {
    const { token, user } = await player();
    const status = await api(token, 'GET', '/api/shop/campaign');
    expect(status.json()).toEqual({
      success: true,
      data: { active: false, id: null, name: null, startsAt: null, endsAt: null, bonuses: [] },
    });
    for (const card of await cards(token)) {
      expect(card.campaignBonusPercentage).toBe(0);
      expect(card.campaignBonusTickets).toBe(0);
      expect(card.finalTickets).toBe(card.tickets);
    }
    const purchase = await (await buy(token, 'tickets-pro')).pay();
    expect(purchase).toMatchObject({ totalTickets: 1200, campaignBonusTickets: 0 });
    expect(await tickets(user.gamePlayerId as number)).toBe(1200);
  });

  it('answers the webshop health: products on sale and whether a campaign runs', async () => {
    const { token } = await player();
    const health = await api(token, 'GET', '/api/shop/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({
      success: true,
      data: { status: 'ok', products: expect.any(Number), ticketPackages: 5, campaignActive: false },
    });
    expect((await t.request({ method: 'GET', url: '/api/shop/health' })).statusCode).toBe(401);
  });

  it('is refused to players, overlapping windows and products that are not ticket packages', async () => {
    const { token } = await player();
    expect((await api(token, 'POST', '/api/admin/campaigns', campaignBody(-1, 60))).statusCode).toBe(403);
    const wrong = await api(adminToken, 'POST', '/api/admin/campaigns', {
      ...campaignBody(-1, 60),
      bonuses: [{ productId: ids['daily-offer'], percent: 20 }],
    });
    expect(wrong.statusCode).toBe(400);
    const backwards = await api(adminToken, 'POST', '/api/admin/campaigns', campaignBody(60, 10));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error).toBe('VALIDATION_FAILED');
  });

  it('delivers base + campaign + VIP tickets exactly as the card showed, also after the campaign ends', async () => {
    const created = await api(adminToken, 'POST', '/api/admin/campaigns', campaignBody(-1, 120));
    expect(created.statusCode, created.body).toBe(200);
    const campaign = created.json().data as { id: number; state: string; endsAt: string };
    expect(campaign.state).toBe('active');
    const overlap = await api(adminToken, 'POST', '/api/admin/campaigns', campaignBody(60, 180));
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().error).toBe('CAMPAIGN_OVERLAP');

    const { token, user } = await player();
    const status = (await api(token, 'GET', '/api/shop/campaign?lang=de')).json().data;
    expect(status).toMatchObject({
      active: true,
      name: 'Sommerpokal',
      endsAt: campaign.endsAt,
      bonuses: [{ slug: 'tickets-pro', percent: 35 }],
    });
    // The ticket list carries the same campaign, so the banner and the cards come from one answer.
    const list = (await api(token, 'GET', '/api/shop/tickets?lang=de')).json();
    expect(list.campaign).toEqual(status);
    const shown = await cards(token);
    expect(shown.find((card) => card.slug === 'tickets-pro')).toMatchObject({
      tickets: 1200,
      campaignBonusPercentage: 35,
      campaignBonusTickets: 420,
      campaignEndsAt: campaign.endsAt,
      finalTickets: 1620,
    });
    // Packages outside the campaign show no bonus.
    for (const card of shown.filter((row) => row.slug !== 'tickets-pro')) {
      expect(card.campaignBonusTickets).toBe(0);
      expect(card.finalTickets).toBe(card.tickets);
    }

    const purchase = await (await buy(token, 'tickets-pro')).pay();
    expect(purchase).toMatchObject({ totalTickets: 1620, campaignBonusTickets: 420 });
    expect(await tickets(user.gamePlayerId as number)).toBe(1620);
    const [note] = await t.database.db
      .select()
      .from(notifications)
      .where(sql`${notifications.userId} = ${user.id} and ${notifications.key} = 'purchaseComplete'`);
    expect(note?.params).toMatchObject({ tickets: 1620 });

    // Now a VIP (the 12 web points bought reach Silver here): base + campaign + VIP, as the card says.
    await t.database.pool.query('update vip_tiers set min_web_points = 10 where tier = 1');
    await t.database.pool.query('update vip_tiers set max_web_points = 9 where tier = 0');
    const vipCard = (await cards(token)).find((card) => card.slug === 'tickets-pro');
    const { rows } = await t.database.pool.query<{ bonus: number }>(
      'select bonus_ticket_percent as bonus from vip_tiers where tier = 1',
    );
    const vipBonus = Math.floor((1200 * (rows[0]?.bonus ?? 0)) / 100);
    expect(vipBonus).toBeGreaterThan(0);
    expect(vipCard?.finalTickets).toBe(1200 + 420 + vipBonus);
    expect(await (await buy(token, 'tickets-pro')).pay()).toMatchObject({
      totalTickets: vipCard?.finalTickets,
      campaignBonusTickets: 420,
    });
    expect(await tickets(user.gamePlayerId as number)).toBe(1620 + 1200 + 420 + vipBonus);

    // A checkout opened during the campaign and paid after it ended delivers what it showed.
    const second = await player();
    const open = await buy(second.token, 'tickets-pro');
    const ended = await api(adminToken, 'POST', `/api/admin/campaigns/${campaign.id}/end`);
    expect(ended.json().data).toMatchObject({ state: 'ended', endedAt: clock.now.toISOString() });
    expect((await api(second.token, 'GET', '/api/shop/campaign')).json().data.active).toBe(false);
    expect((await cards(second.token)).find((card) => card.slug === 'tickets-pro')?.finalTickets).toBe(1200);
    expect(await open.pay()).toMatchObject({ totalTickets: 1620, campaignBonusTickets: 420 });
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.providerSessionId, open.sessionId));
    expect(order).toMatchObject({
      campaignId: campaign.id,
      campaignBonusPercent: 35,
      campaignBonusTickets: 420,
    });
    // One opened after the end delivers no campaign bonus (the player is a VIP by now).
    const after = (await cards(second.token)).find((card) => card.slug === 'tickets-pro');
    expect(after).toMatchObject({ campaignBonusTickets: 0, finalTickets: 1200 + vipBonus });
    expect(await (await buy(second.token, 'tickets-pro')).pay()).toMatchObject({
      totalTickets: 1200 + vipBonus,
      campaignBonusTickets: 0,
    });

    const actions = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(sql`${auditLog.targetType} = 'campaign'`);
    expect(actions.map((row) => row.action).sort()).toEqual(['campaign.create', 'campaign.end']);
  });

  it('lists scheduled campaigns, which start on their own and may be changed until they end', async () => {
    const created = await api(adminToken, 'POST', '/api/admin/campaigns', campaignBody(60 * 24, 60 * 48, 20));
    const id = created.json().data.id as number;
    expect(created.json().data.state).toBe('scheduled');
    const changed = await api(adminToken, 'PUT', `/api/admin/campaigns/${id}`, {
      ...campaignBody(60 * 24, 60 * 48, 25),
      names: { en: 'Winter Cup' },
    });
    expect(changed.json().data).toMatchObject({
      name: 'Winter Cup',
      bonuses: [{ slug: 'tickets-pro', percent: 25 }],
    });
    const list = (await api(adminToken, 'GET', '/api/admin/campaigns')).json().data as Array<{ id: number }>;
    expect(list[0]?.id).toBe(id);

    const { token } = await player();
    expect((await api(token, 'GET', '/api/shop/campaign')).json().data.active).toBe(false);
    const saved = clock.now;
    clock.now = new Date(saved.getTime() + 25 * 3_600_000);
    try {
      const fresh = await login('admin@example.com');
      const card = (await cards(fresh)).find((row) => row.slug === 'tickets-pro');
      expect(card).toMatchObject({
        campaignBonusPercentage: 25,
        campaignBonusTickets: 300,
        finalTickets: 1500,
      });
    } finally {
      clock.now = saved;
    }
  });
});
