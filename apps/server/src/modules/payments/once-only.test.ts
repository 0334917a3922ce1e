import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedTinyWorld } from '../../../test/game-world.ts';
import { users } from '../../db/schema/accounts.ts';
import { playerInventory } from '../../db/schema/game-inventory.ts';
import { players } from '../../db/schema/game.ts';
import { shopProducts } from '../../db/schema/shop.ts';
import { orders, sandboxSessions } from '../../db/schema/orders.ts';
import { gameGrants, webPointLedger } from '../../db/schema/wallet.ts';
import { hashPassword } from '../../lib/security/passwords.ts';
import { SANDBOX_SIGNATURE_HEADER, signWebhook } from './webhook-signature.ts';

const clock = { now: new Date('2026-06-01T10:00:00Z') };
const PAYS = '4242424242424242';
const DECLINED = '4000000000000002';

describe('once-only offers stay once, at every step', () => {
  let t: TestApp;
  let playerIds: number[];
  let referralIds: string[];
  let userSeq = 0;

  beforeAll(async () => {
    // RATE_LIMIT_SCALE 1: the creation limits are the production ones.
    t = await createTestApp({ clock: () => clock.now });
    await seedTinyWorld(t.database);
    const rows = await t.database.db.select().from(players).orderBy(asc(players.id)).limit(60);
    playerIds = rows.map((p) => p.id);
    referralIds = rows.map((p) => p.referralId);
  });
  afterAll(() => t.close());

  async function player() {
    const i = userSeq++;
    const email = `once${i}@example.com`;
    await t.database.db.insert(users).values({
      email,
      passwordHash: await hashPassword('Buyer-pass1'),
      name: 'On',
      surname: 'Ce',
      referralId: referralIds[i] as string,
      gamePlayerId: playerIds[i] as number,
      nickname: `Once${i}`,
      emailConfirmedAt: clock.now,
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
  const pathOf = (checkoutUrl: string) => new URL(checkoutUrl).pathname;
  const pay = (path: string, card: string) =>
    t.request({
      method: 'POST',
      url: `${path}/pay`,
      payload: `card=${card}&expiry=12%2F30&cvc=123&name=Test`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  const verify = (token: string, sessionId: string) =>
    api(token, 'POST', '/api/payments/verify-session', { session_id: sessionId });
  const webhook = (sessionId: string) => {
    const body = JSON.stringify({ type: 'paid', sessionId });
    return t.request({
      method: 'POST',
      url: '/api/payments/webhook/sandbox',
      payload: body,
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signWebhook(t.config.SANDBOX_WEBHOOK_SECRET, body),
      },
    });
  };
  const tickets = async (playerId: number) =>
    (await t.database.db.select().from(playerInventory).where(eq(playerInventory.playerId, playerId)))[0]
      ?.tickets ?? 0;
  const ordersOf = (userId: number) =>
    t.database.db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.id));
  const ledgerEqualsBalance = async (userId: number) => {
    const [sum] = await t.database.db
      .select({ s: sql<number>`coalesce(sum(${webPointLedger.amount}), 0)::int` })
      .from(webPointLedger)
      .where(eq(webPointLedger.userId, userId));
    const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(sum?.s).toBe(user?.webPoints);
  };

  it('10 concurrent accepts of one upsell open one checkout; the rest get the expired-offer answer', async () => {
    const { token, user } = await player();
    const first = await api(token, 'POST', '/api/payments/create-link', {
      consent: true,
      variantId: 'tickets-starter',
    });
    const firstPath = pathOf(first.json().checkoutUrl);
    await pay(firstPath, PAYS);
    const upsell = (await verify(token, firstPath.split('/').pop() as string)).json().upsell;
    expect(upsell).not.toBeNull();

    const accepts = await Promise.all(
      Array.from({ length: 10 }, () =>
        api(token, 'POST', '/api/payments/accept-upsell', { upsellId: upsell.id, consent: true }),
      ),
    );
    const won = accepts.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const refused of accepts.filter((r) => r.statusCode !== 200)) {
      expect(refused.statusCode).toBe(410);
      expect(refused.json()).toMatchObject({ success: false, message: 'This offer has expired.' });
    }
    const upsellPath = pathOf(won[0]?.json().checkoutUrl);
    await pay(upsellPath, PAYS);
    expect((await verify(token, upsellPath.split('/').pop() as string)).json().status).toBe('fulfilled');
    const again = await api(token, 'POST', '/api/payments/accept-upsell', {
      upsellId: upsell.id,
      consent: true,
    });
    expect(again.statusCode).toBe(410);

    const upsells = (await ordersOf(user.id)).filter((o) => o.kind === 'upsell');
    expect(upsells.map((o) => o.status)).toEqual(['fulfilled']);
    expect(await tickets(user.gamePlayerId as number)).toBe(500 + upsell.extraTickets);
  });

  it.each(['daily-offer', 'seasonal-winner-pack', 'premium-silver'])(
    'five checkouts of %s opened together and all paid deliver once and refund the rest at the provider',
    async (variantId) => {
      const { token, user } = await player();
      const [product] = await t.database.db
        .select()
        .from(shopProducts)
        .where(eq(shopProducts.slug, variantId));
      const opened = await Promise.all(
        Array.from({ length: 5 }, () =>
          api(token, 'POST', '/api/payments/create-link', { consent: true, variantId }),
        ),
      );
      // Each open either answered a link or learnt a newer one retired it; never a 5xx.
      for (const res of opened) expect([200, 410]).toContain(res.statusCode);
      const created = await ordersOf(user.id);
      expect(created).toHaveLength(5);
      // One open checkout per player: every other one is retired at the provider too.
      expect(created.filter((o) => o.status === 'pending')).toHaveLength(1);
      const sessionIds = created.map((o) => o.providerSessionId as string);
      const open = await t.database.db
        .select()
        .from(sandboxSessions)
        .where(and(inArray(sandboxSessions.id, sessionIds), eq(sandboxSessions.status, 'open')));
      expect(open).toHaveLength(1);

      // The open one is paid on the hosted page; the provider took the other four cards in the
      // same instant the retirement reached it (two provider sessions racing).
      expect((await pay(`/sandbox/checkout/${open[0]?.id}`, PAYS)).statusCode).toBe(303);
      await t.database.db
        .update(sandboxSessions)
        .set({ status: 'paid', paidAt: clock.now })
        .where(inArray(sandboxSessions.id, sessionIds));

      // Webhooks and the confirmation page, all at once.
      const answers = await Promise.all(
        sessionIds.flatMap((id) => [webhook(id), verify(token, id), webhook(id)]),
      );
      for (const res of answers) expect(res.statusCode, res.body).toBeLessThan(500);

      const settled = await ordersOf(user.id);
      expect(settled.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      expect(settled.filter((o) => o.status === 'refunded')).toHaveLength(4);
      const sessions = await t.database.db
        .select()
        .from(sandboxSessions)
        .where(inArray(sandboxSessions.id, sessionIds));
      expect(sessions.map((s) => s.status).sort()).toEqual([
        'paid',
        'refunded',
        'refunded',
        'refunded',
        'refunded',
      ]);

      const grants = await t.database.db
        .select()
        .from(gameGrants)
        .where(
          inArray(
            gameGrants.reference,
            settled.map((o) => `order:${o.id}`),
          ),
        );
      expect(grants).toHaveLength(1);
      expect(await tickets(user.gamePlayerId as number)).toBe(product?.tickets);
      await ledgerEqualsBalance(user.id);

      // The player's balance history says so: one completed, four refunded, none failed.
      const history = await api(token, 'GET', '/api/account/balance-history/payments?range=allTime');
      expect(history.statusCode, history.body).toBe(200);
      const statuses = (history.json().data as Array<{ status: string }>).map((row) => row.status).sort();
      expect(statuses).toEqual(['completed', 'refunded', 'refunded', 'refunded', 'refunded']);
      const refunded = settled.find((o) => o.status === 'refunded') as (typeof settled)[number];
      const answer = await verify(token, refunded.providerSessionId as string);
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toContain('refunded');

      // And the player is told, once per refunded payment, however often it was reported.
      const told = (await api(token, 'GET', '/api/user/notifications')).json();
      const refunds = (told.data as Array<{ key: string | null; params: { product?: string } }>).filter(
        (n) => n.key === 'paymentRefunded',
      );
      expect(refunds).toHaveLength(4);
      expect(refunds[0]?.params.product).toBe(product?.displayName);
    },
  );

  it('a new checkout finds the open one paid (its webhook not yet in): delivers it and refuses to open', async () => {
    const { token, user } = await player();
    const first = await api(token, 'POST', '/api/payments/create-link', {
      consent: true,
      variantId: 'premium-silver',
    });
    const sessionId = pathOf(first.json().checkoutUrl).split('/').pop() as string;
    await t.database.db
      .update(sandboxSessions)
      .set({ status: 'paid', paidAt: clock.now })
      .where(eq(sandboxSessions.id, sessionId));
    const second = await api(token, 'POST', '/api/payments/create-link', {
      consent: true,
      variantId: 'premium-silver',
    });
    expect(second.statusCode).toBe(409);
    expect((await ordersOf(user.id)).map((o) => o.status)).toEqual(['fulfilled']);
    const [game] = await t.database.db
      .select()
      .from(players)
      .where(eq(players.id, user.gamePlayerId as number));
    expect(game?.premiumType).toBe('silver');
  });

  it('two friends gifting the same premium do not retire each other; only one is delivered, the other refunded', async () => {
    const [a, b] = [await player(), await player()];
    const recipient = referralIds[58] as string;
    const gift = (token: string) =>
      api(token, 'POST', '/api/payments/gift', {
        consent: true,
        variantId: 'premium-silver',
        recipientReferralId: recipient,
      });
    const links = [await gift(a.token), await gift(b.token)];
    const paths = links.map((res) => {
      expect(res.statusCode, res.body).toBe(200);
      return pathOf(res.json().checkoutUrl);
    });
    const paid = await Promise.all(paths.map((path) => pay(path, PAYS)));
    expect(paid.map((res) => res.statusCode)).toEqual([303, 303]);
    const statuses = [...(await ordersOf(a.user.id)), ...(await ordersOf(b.user.id))].map((o) => o.status);
    expect(statuses.sort()).toEqual(['fulfilled', 'refunded']);
  });

  it('a pay and a decline racing on one sandbox session end in one consistent state', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { token, user } = await player();
      const link = await api(token, 'POST', '/api/payments/create-link', {
        consent: true,
        variantId: 'tickets-starter',
      });
      const path = pathOf(link.json().checkoutUrl);
      const sessionId = path.split('/').pop() as string;
      const answers = await Promise.all([pay(path, PAYS), pay(path, DECLINED)]);
      for (const res of answers) expect(res.statusCode).toBeLessThan(500);
      const result = (await verify(token, sessionId)).json();
      const [session] = await t.database.db
        .select()
        .from(sandboxSessions)
        .where(eq(sandboxSessions.id, sessionId));
      const [order] = await ordersOf(user.id);
      if (session?.status === 'paid') {
        expect(result.status).toBe('fulfilled');
        expect(order?.status).toBe('fulfilled');
        expect(await tickets(user.gamePlayerId as number)).toBe(500);
      } else {
        expect(session?.status).toBe('declined');
        expect(result.status).toBe('failed');
        expect(order?.status).toBe('failed');
        expect(await tickets(user.gamePlayerId as number)).toBe(0);
      }
    }
  });

  it('limits the checkouts, gift links and tickets one player opens per hour, creating nothing past it', async () => {
    const { token, user } = await player();
    const tooMany = {
      success: false,
      error: 'RATE_LIMITED',
      message: 'Too many requests. Please try again later.',
    };

    for (let i = 0; i < 30; i += 1) {
      const res = await api(token, 'POST', '/api/payments/create-link', {
        consent: true,
        variantId: 'tickets-starter',
      });
      expect(res.statusCode).toBe(200);
    }
    const refused = await api(token, 'POST', '/api/payments/create-link', {
      consent: true,
      variantId: 'tickets-starter',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject(tooMany);
    expect(await ordersOf(user.id)).toHaveLength(30);

    const recipient = referralIds[59] as string;
    const gift = () =>
      api(token, 'POST', '/api/payments/gift', {
        consent: true,
        variantId: 'tickets-starter',
        recipientReferralId: recipient,
      });
    for (let i = 0; i < 20; i += 1) expect((await gift()).statusCode).toBe(200);
    const refusedGift = await gift();
    expect(refusedGift.statusCode).toBe(429);
    expect(refusedGift.json()).toMatchObject(tooMany);
    expect((await ordersOf(user.id)).filter((o) => o.kind === 'gift')).toHaveLength(20);

    const ticket = () => {
      const boundary = 'once-only-boundary';
      const field = (name: string, value: string) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
      return t.request({
        method: 'POST',
        url: '/api/support/tickets',
        payload:
          field('subject', 'Tickets missing') +
          field('description', 'I bought Pro Tickets but they did not arrive.') +
          field('category', 'payment_and_billing') +
          field('priority', 'high') +
          `--${boundary}--\r\n`,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
      });
    };
    for (let i = 0; i < 10; i += 1) expect((await ticket()).statusCode).toBe(201);
    const refusedTicket = await ticket();
    expect(refusedTicket.statusCode).toBe(429);
    expect(refusedTicket.json()).toMatchObject(tooMany);
    const list = await api(token, 'GET', '/api/support/tickets?pageSize=50');
    expect(list.json().total ?? list.json().data.length).toBe(10);
  });
});
