import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedTinyWorld } from '../../../test/game-world.ts';
import { users } from '../../db/schema/accounts.ts';
import { playerInventory } from '../../db/schema/game-inventory.ts';
import { players } from '../../db/schema/game.ts';
import { orders } from '../../db/schema/orders.ts';
import { gameGrants } from '../../db/schema/wallet.ts';
import { hashPassword } from '../../lib/security/passwords.ts';

const clock = { now: new Date('2026-06-01T10:00:00Z') };

describe('bundles and special packs (issue 32)', () => {
  let t: TestApp;
  let playerIds: number[];
  let referralIds: string[];
  let userSeq = 0;

  beforeAll(async () => {
    t = await createTestApp({ clock: () => clock.now, env: { RATE_LIMIT_SCALE: '100' } });
    await seedTinyWorld(t.database);
    const rows = await t.database.db.select().from(players).orderBy(asc(players.id)).limit(10);
    playerIds = rows.map((p) => p.id);
    referralIds = rows.map((p) => p.referralId);
  });
  afterAll(() => t.close());

  async function player(role: 'player' | 'admin' = 'player') {
    const i = userSeq++;
    const email = `bundle${i}@example.com`;
    await t.database.db.insert(users).values({
      email,
      passwordHash: await hashPassword('Buyer-pass1'),
      name: 'Bun',
      surname: 'Dle',
      referralId: referralIds[i] as string,
      gamePlayerId: playerIds[i] as number,
      nickname: `Bundle${i}`,
      emailConfirmedAt: clock.now,
      role,
    });
    const login = await t.request({
      method: 'POST',
      url: '/api/account/login',
      payload: { email, password: 'Buyer-pass1' },
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    return { token: login.json().token as string, user: row as typeof users.$inferSelect };
  }
  const api = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.request({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
  const inventory = async (playerId: number) =>
    (await t.database.db.select().from(playerInventory).where(eq(playerInventory.playerId, playerId)))[0];

  it('lists the bundles with tickets, energy and skill points priced in euro cents', async () => {
    const { token } = await player();
    const res = await api(token, 'GET', '/api/shop/bundles');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.count).toBe(3);
    expect(body.data.map((p: { slug: string }) => p.slug)).toEqual([
      'starter-bundle',
      'pro-bundle',
      'champion-bundle',
    ]);
    expect(body.data[1]).toMatchObject({
      kind: 'bundle',
      name: 'Pro Bundle',
      priceCents: 1499,
      originalPriceCents: 1999,
      tickets: 1800,
      energy: 3000,
      skillPoints: 20,
      finalTickets: 1800,
      campaignBonusTickets: 0,
      eventId: null,
    });
  });

  it('lists every special pack, or one event’s with ?eventId=, and refuses an unknown event', async () => {
    const { token } = await player();
    const all = (await api(token, 'GET', '/api/shop/special-packs')).json();
    expect(all.count).toBe(3);
    expect(all.data.map((p: { eventId: string }) => p.eventId).sort()).toEqual([
      'golden-cards',
      'seasonal-goals',
      'top-event-teams',
    ]);
    const one = (await api(token, 'GET', '/api/shop/special-packs?eventId=golden-cards')).json();
    expect(one.count).toBe(1);
    expect(one.data[0]).toMatchObject({
      slug: 'golden-cards-pack',
      kind: 'special_pack',
      eventId: 'golden-cards',
    });
    const unknown = await api(token, 'GET', '/api/shop/special-packs?eventId=no-such-event');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBeTruthy();
  });

  it('a guest cannot read the lists', async () => {
    expect((await t.request({ method: 'GET', url: '/api/shop/bundles' })).statusCode).toBe(401);
  });

  for (const slug of ['pro-bundle', 'team-event-pack']) {
    it(`${slug} is bought once and delivered once under 10 concurrent verifies`, async () => {
      const { token, user } = await player();
      const gamePlayer = user.gamePlayerId as number;
      const before = await inventory(gamePlayer);
      const link = await api(token, 'POST', '/api/payments/create-link', { consent: true, variantId: slug });
      expect(link.statusCode, link.body).toBe(200);
      const path = new URL(link.json().checkoutUrl).pathname;
      const sessionId = path.split('/').pop() as string;
      const paid = await t.request({
        method: 'POST',
        url: `${path}/pay`,
        payload: 'card=4242424242424242&expiry=12%2F30&cvc=123&name=Test',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(paid.statusCode).toBe(303);

      const results = await Promise.all(
        Array.from({ length: 10 }, () =>
          api(token, 'POST', '/api/payments/verify-session', { session_id: sessionId }),
        ),
      );
      expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
      expect(results.every((r) => r.json().status === 'fulfilled')).toBe(true);

      const product =
        slug === 'pro-bundle'
          ? { tickets: 1800, energy: 3000, skillPoints: 20, webPoints: 15 }
          : { tickets: 1000, energy: 2000, skillPoints: 10, webPoints: 8 };
      const after = await inventory(gamePlayer);
      expect((after?.tickets ?? 0) - (before?.tickets ?? 0)).toBe(product.tickets);
      expect((after?.energy ?? 0) - (before?.energy ?? 0)).toBe(product.energy);
      expect((after?.skillPoints ?? 0) - (before?.skillPoints ?? 0)).toBe(product.skillPoints);
      const [buyer] = await t.database.db.select().from(users).where(eq(users.id, user.id));
      expect(buyer?.webPoints).toBe(product.webPoints);
      const grants = await t.database.db
        .select()
        .from(gameGrants)
        .where(eq(gameGrants.gamePlayerId, gamePlayer));
      expect(grants).toHaveLength(1);
      const bought = await t.database.db.select().from(orders).where(eq(orders.userId, user.id));
      expect(bought.map((o) => o.status)).toEqual(['fulfilled']);
    });
  }

  it('a checkout without consent to immediate delivery is refused for a bundle too', async () => {
    const { token } = await player();
    const res = await api(token, 'POST', '/api/payments/create-link', { variantId: 'starter-bundle' });
    expect(res.statusCode).toBe(400);
  });

  it('names the products in the reader’s language and the back office’s catalogue edits them', async () => {
    const { token } = await player();
    const german = (await api(token, 'GET', '/api/shop/bundles?lang=de')).json();
    expect(german.data[0].name).toBe('Starter-Bündel');
    const arabic = (await api(token, 'GET', '/api/shop/special-packs?eventId=golden-cards&lang=ar')).json();
    expect(arabic.data[0].name).toBe('حزمة البطاقات الذهبية');

    const admin = await player('admin');
    const catalogue = (await api(admin.token, 'GET', '/api/admin/products')).json();
    const champion = catalogue.data.find((p: { slug: string }) => p.slug === 'champion-bundle');
    expect(champion).toMatchObject({
      kind: 'bundle',
      names: { en: 'Champion Bundle', de: 'Champion-Bündel' },
    });
    expect(catalogue.data.filter((p: { kind: string }) => p.kind === 'special_pack')).toHaveLength(3);

    const edited = await t.request({
      method: 'PUT',
      url: `/api/admin/products/${champion.id}`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: {
        priceCents: 3499,
        originalPriceCents: 3999,
        tickets: 5000,
        energy: 9000,
        skillPoints: 60,
        superGoal: 0,
        webPoints: 40,
        mostPopular: false,
        active: true,
        names: { ...champion.names, de: 'Meister-Bündel' },
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = (await api(token, 'GET', '/api/shop/bundles?lang=de')).json();
    expect(after.data.find((p: { slug: string }) => p.slug === 'champion-bundle')).toMatchObject({
      name: 'Meister-Bündel',
      priceCents: 3499,
      energy: 9000,
    });
  });
});
