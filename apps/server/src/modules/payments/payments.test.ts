import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedTinyWorld } from '../../../test/game-world.ts';
import { users } from '../../db/schema/accounts.ts';
import { playerInventory } from '../../db/schema/game-inventory.ts';
import { players } from '../../db/schema/game.ts';
import { orders } from '../../db/schema/orders.ts';
import { gameGrants, webPointLedger } from '../../db/schema/wallet.ts';
import { hashPassword } from '../../lib/security/passwords.ts';
import { SANDBOX_SIGNATURE_HEADER, signWebhook } from './webhook-signature.ts';

const clock = { now: new Date('2026-06-01T10:00:00Z') };

describe('webshop payments through the sandbox provider', () => {
  let t: TestApp;
  let playerIds: number[];
  let referralIds: string[];
  let userSeq = 0;

  beforeAll(async () => {
    t = await createTestApp({ clock: () => clock.now, env: { RATE_LIMIT_SCALE: '100' } });
    await seedTinyWorld(t.database);
    const rows = await t.database.db.select().from(players).orderBy(asc(players.id)).limit(60);
    playerIds = rows.map((p) => p.id);
    referralIds = rows.map((p) => p.referralId);
  });
  afterAll(() => t.close());

  /** A confirmed player with a session, on the next free game player. */
  async function player(webPoints = 0) {
    const i = userSeq++;
    const email = `buyer${i}@example.com`;
    await t.database.db.insert(users).values({
      email,
      passwordHash: await hashPassword('Buyer-pass1'),
      name: 'Bu',
      surname: 'Yer',
      referralId: referralIds[i] as string,
      gamePlayerId: playerIds[i] as number,
      nickname: `Buyer${i}`,
      emailConfirmedAt: clock.now,
      webPoints,
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

  async function checkout(token: string, variantId: string) {
    const res = await api(token, 'POST', '/api/payments/create-link', { consent: true, variantId });
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json().checkoutUrl);
    return { path: url.pathname, sessionId: url.pathname.split('/').pop() as string };
  }
  const pay = (path: string, card: string) =>
    t.request({
      method: 'POST',
      url: `${path}/pay`,
      payload: `card=${encodeURIComponent(card)}&expiry=12%2F30&cvc=123&name=Test`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  const verify = (token: string, sessionId: string) =>
    api(token, 'POST', '/api/payments/verify-session', { session_id: sessionId });
  const inventory = async (playerId: number) =>
    (await t.database.db.select().from(playerInventory).where(eq(playerInventory.playerId, playerId)))[0];
  const ledgerSum = async (userId: number) =>
    Number(
      (
        await t.database.db
          .select({ s: sql<number>`coalesce(sum(amount),0)` })
          .from(webPointLedger)
          .where(eq(webPointLedger.userId, userId))
      )[0]?.s,
    );
  const balance = async (userId: number) =>
    (await t.database.db.select().from(users).where(eq(users.id, userId)))[0]?.webPoints;
  const webhook = (body: object, secret = t.config.SANDBOX_WEBHOOK_SECRET) => {
    const raw = JSON.stringify(body);
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/sandbox',
      payload: raw,
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signWebhook(secret, raw) },
    });
  };

  it('pays by card on the hosted page, redirects to the confirmation and delivers everything once', async () => {
    const { token, user } = await player();
    const { path, sessionId } = await checkout(token, 'tickets-pro');
    const page = await t.request({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Pro Tickets');
    expect(page.body).toContain('€9.99');

    const paid = await pay(path, '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://localhost:3000/payment-confirmation?session_id=${sessionId}`);

    const res = await verify(token, sessionId);
    expect(res.json()).toMatchObject({
      status: 'fulfilled',
      purchase: {
        productName: 'Pro Tickets',
        baseTickets: 1200,
        vipBonusTickets: 0,
        totalTickets: 1200,
        webPoints: 12,
        totalPaid: 999,
      },
      upsell: { extraTickets: 600, totalTickets: 1800, secondsRemaining: 300 },
    });
    // The answer carries the buyer as stored after login, already with the new balance.
    expect(res.json().user).toMatchObject({ webpoint: 12, webpoint2: 12, vip: { tier: 0 } });
    expect(await balance(user.id)).toBe(12);
    expect(await ledgerSum(user.id)).toBe(12);
    expect((await inventory(user.gamePlayerId as number))?.tickets).toBe(1200);
  });

  it('counts a delivered purchase once in the Top Web Point lists, for the player who gets the points', async () => {
    const { token, user } = await player();
    const gamePlayer = user.gamePlayerId as number;
    const totals = async () => {
      const { rows } = await t.database.pool.query(
        `select coalesce(sum(web_points), 0)::int as points, coalesce(sum(purchases), 0)::int as purchases
           from player_purchase_totals where player_id = $1`,
        [gamePlayer],
      );
      return rows[0] as { points: number; purchases: number };
    };
    const before = await totals();
    const { sessionId } = await checkout(token, 'tickets-elite');
    await t.database.pool.query(`update sandbox_sessions set status = 'paid' where id = $1`, [sessionId]);
    await Promise.all([
      verify(token, sessionId),
      verify(token, sessionId),
      webhook({ type: 'paid', sessionId }),
    ]);

    const { rows: recorded } = await t.database.pool.query(
      'select web_points, amount_cents, purchased_at from purchase_history where player_id = $1 and purchased_at = $2',
      [gamePlayer, clock.now],
    );
    expect(recorded).toEqual([{ web_points: 30, amount_cents: expect.any(Number), purchased_at: clock.now }]);
    const after = await totals();
    expect(after.points - before.points).toBe(30);
    expect(after.purchases - before.purchases).toBe(1);
  });

  it('credits once under 50 concurrent verify calls and 5 webhook replays', async () => {
    const { token, user } = await player();
    const { path, sessionId } = await checkout(token, 'tickets-elite');
    await t.database.pool.query(`update sandbox_sessions set status = 'paid' where id = $1`, [sessionId]);
    void path;
    const calls = [
      ...Array.from({ length: 50 }, () => verify(token, sessionId)),
      ...Array.from({ length: 5 }, () => webhook({ type: 'paid', sessionId })),
    ];
    const results = await Promise.all(calls);
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await balance(user.id)).toBe(30);
    expect(await ledgerSum(user.id)).toBe(30);
    const grants = await t.database.db
      .select()
      .from(gameGrants)
      .where(eq(gameGrants.gamePlayerId, user.gamePlayerId as number));
    expect(grants).toHaveLength(1);
    expect((await inventory(user.gamePlayerId as number))?.tickets).toBe(3000);
  });

  it('ignores a webhook with a bad signature', async () => {
    const { token, user } = await player();
    const { sessionId } = await checkout(token, 'tickets-starter');
    await t.database.pool.query(`update sandbox_sessions set status = 'paid' where id = $1`, [sessionId]);
    const forged = await webhook({ type: 'paid', sessionId }, 'not-the-secret-at-all');
    expect(forged.statusCode).toBe(400);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
    expect(order?.status).toBe('pending');
    expect(await balance(user.id)).toBe(0);
  });

  it('a declined card shows failure and credits nothing', async () => {
    const { token, user } = await player();
    const { path, sessionId } = await checkout(token, 'tickets-starter');
    expect((await pay(path, '4000 0000 0000 0002')).statusCode).toBe(303);
    const res = await verify(token, sessionId);
    expect(res.json()).toMatchObject({ status: 'failed', purchase: null });
    expect(await balance(user.id)).toBe(0);
    expect(await inventory(user.gamePlayerId as number)).toBeUndefined();
  });

  it('asks for an extra confirmation with card 3220, then pays', async () => {
    const { token } = await player();
    const { path, sessionId } = await checkout(token, 'tickets-starter');
    const step = await pay(path, '4000000000003220');
    expect(step.headers.location).toBe(path);
    expect((await t.request({ method: 'GET', url: path })).body).toContain('Complete authentication');
    await t.request({
      method: 'POST',
      url: `${path}/authenticate`,
      payload: 'result=approve',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect((await verify(token, sessionId)).json().status).toBe('fulfilled');
  });

  it('answers an unknown session with 404 and an expired one with 410, in the spec words', async () => {
    const { token } = await player();
    const unknown = await verify(token, 'cs_sandbox_unknown_session');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Payment session not found.');
    const { sessionId } = await checkout(token, 'tickets-starter');
    await t.database.pool.query(`update sandbox_sessions set expires_at = $2 where id = $1`, [
      sessionId,
      new Date(clock.now.getTime() - 60_000),
    ]);
    const expired = await verify(token, sessionId);
    expect(expired.statusCode, expired.body).toBe(410);
    expect(expired.json().message).toBe('Payment session has expired.');
  });

  it('adds the VIP bonus floor(base × bonus% / 100) once the player has a tier', async () => {
    const { token, user } = await player();
    // 400 web points bought this month reach a VIP tier with a ticket bonus.
    await t.database.db.insert(orders).values({
      userId: user.id,
      productId: 1,
      productSlug: 'x',
      productName: 'x',
      productKind: 'ticket_package',
      recipientGamePlayerId: user.gamePlayerId as number,
      recipientNickname: 'x',
      status: 'fulfilled',
      amountCents: 5000,
      webPoints: 400,
      provider: 'sandbox',
      providerSessionId: `seed-${user.id}`,
      fulfilledAt: clock.now,
    });
    const tiers = (await t.request({ method: 'GET', url: '/api/public/vip-tiers' })).json().data as Array<{
      tier: number;
      minWebPoints: number;
      bonusPercentage: number;
    }>;
    const tier = [...tiers].reverse().find((x) => 400 >= x.minWebPoints);
    expect(tier?.tier).toBeGreaterThan(0);
    const { path, sessionId } = await checkout(token, 'tickets-pro');
    await pay(path, '4242424242424242');
    const purchase = (await verify(token, sessionId)).json().purchase;
    const bonus = Math.floor((1200 * (tier?.bonusPercentage ?? 0)) / 100);
    expect(purchase).toMatchObject({
      baseTickets: 1200,
      vipBonusTickets: bonus,
      totalTickets: 1200 + bonus,
      vipTier: tier?.tier,
    });
  });

  it('refuses premium the player already has, with the spec texts for purchases and gifts', async () => {
    const { token, user } = await player();
    await t.database.db
      .update(players)
      .set({ premiumType: 'platinum' })
      .where(eq(players.id, user.gamePlayerId as number));
    const own = await api(token, 'POST', '/api/payments/create-link', {
      consent: true,
      variantId: 'premium-silver',
    });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({
      error: 'ALREADY_HAS_PREMIUM',
      message: 'You already have Platinum membership. You cannot purchase Silver Premium again.',
    });

    const friend = await player();
    const gift = await api(friend.token, 'POST', '/api/payments/gift', {
      consent: true,
      variantId: 'premium-platinum',
      recipientReferralId: user.referralId,
    });
    expect(gift.statusCode).toBe(409);
    expect(gift.json().message).toBe(
      `${
        user.nickname === ''
          ? ''
          : (
              await t.database.db
                .select()
                .from(players)
                .where(eq(players.id, user.gamePlayerId as number))
            )[0]?.nickname
      } already has Platinum Premium membership. You cannot gift Platinum Premium.`,
    );
  });

  it('sends a gift: the recipient gets the items, a notification and one e-mail', async () => {
    const buyer = await player();
    const recipient = await player();
    const res = await api(buyer.token, 'POST', '/api/payments/gift', {
      consent: true,
      variantId: 'tickets-starter',
      recipientReferralId: recipient.user.referralId,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      recipient: { referralId: recipient.user.referralId },
      product: { name: 'Starter Tickets', price: 499 },
    });
    const path = new URL(res.json().checkoutUrl).pathname;
    await pay(path, '4242424242424242');
    const confirmation = await verify(buyer.token, path.split('/').pop() as string);
    expect(confirmation.json().purchase).toMatchObject({ isGift: true, totalTickets: 500 });
    expect((await inventory(recipient.user.gamePlayerId as number))?.tickets).toBe(500);
    expect(await balance(recipient.user.id)).toBe(5);
    expect(await balance(buyer.user.id)).toBe(0);
    const notes = (await api(recipient.token, 'GET', '/api/user/notifications')).json().data as Array<{
      type: string;
    }>;
    expect(notes.some((n) => n.type === 'gift')).toBe(true);
    // A replayed verify must not mail again: exactly one gift e-mail reaches the recipient.
    await verify(buyer.token, path.split('/').pop() as string);
    const mails = (
      await t.request({ method: 'GET', url: `/api/dev/mail?to=${encodeURIComponent(recipient.user.email)}` })
    ).json().data as Array<{ subject: string; text: string }>;
    const gifts = mails.filter((m) => m.text.includes('Starter Tickets'));
    expect(gifts).toHaveLength(1);
    expect(gifts[0]?.text).toContain('500 tickets');
  });

  it('sells a seasonal pack once per season and the daily offer once per day', async () => {
    const { token } = await player();
    const first = await checkout(token, 'seasonal-welcome-pack');
    await pay(first.path, '4242424242424242');
    expect((await verify(token, first.sessionId)).json().status).toBe('fulfilled');
    const again = await api(token, 'POST', '/api/payments/create-link', {
      consent: true,
      variantId: 'seasonal-welcome-pack',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This purchase is not allowed');

    const daily = await checkout(token, 'daily-offer');
    await pay(daily.path, '4242424242424242');
    await verify(token, daily.sessionId);
    const secondDaily = await api(token, 'POST', '/api/payments/create-link', {
      consent: true,
      variantId: 'daily-offer',
    });
    expect(secondDaily.json().message).toBe("You have already claimed today's offer. Come back tomorrow!");
  });

  it('a second checkout of a seasonal pack retires the first: its page and verify answer 410, the second delivers', async () => {
    const { token, user } = await player();
    const a = await checkout(token, 'seasonal-winner-pack');
    const b = await checkout(token, 'seasonal-winner-pack');
    const retiredPage = await t.request({ method: 'GET', url: a.path });
    expect(retiredPage.statusCode).toBe(410);
    expect(retiredPage.body).toContain('Payment session has expired.');
    expect((await pay(a.path, '4242424242424242')).statusCode).toBe(410);
    const retired = await verify(token, a.sessionId);
    expect(retired.statusCode).toBe(410);
    expect(retired.json().message).toBe('Payment session has expired.');
    await pay(b.path, '4242424242424242');
    expect((await verify(token, b.sessionId)).json().status).toBe('fulfilled');
    expect((await inventory(user.gamePlayerId as number))?.tickets).toBe(4000);
  });

  it('a declined card on the upsell leaves the offer open for the rest of its five minutes', async () => {
    const { token } = await player();
    const { path, sessionId } = await checkout(token, 'tickets-starter');
    await pay(path, '4242424242424242');
    const upsell = (await verify(token, sessionId)).json().upsell;
    const accepted = await api(token, 'POST', '/api/payments/accept-upsell', {
      upsellId: upsell.id,
      consent: true,
    });
    const upPath = new URL(accepted.json().checkoutUrl).pathname;
    await pay(upPath, '4000 0000 0000 0002');
    expect((await verify(token, upPath.split('/').pop() as string)).json().status).toBe('failed');
    expect((await api(token, 'GET', '/api/payments/upsell/active')).json().data).toMatchObject({
      id: upsell.id,
      extraTickets: 250,
    });
    // Taken again, it pays once.
    const again = await api(token, 'POST', '/api/payments/accept-upsell', {
      upsellId: upsell.id,
      consent: true,
    });
    expect(again.statusCode).toBe(200);
    const againPath = new URL(again.json().checkoutUrl).pathname;
    await pay(againPath, '4242424242424242');
    expect((await verify(token, againPath.split('/').pop() as string)).json().purchase).toMatchObject({
      totalTickets: 250,
    });
    expect((await api(token, 'GET', '/api/payments/upsell/active')).json().data).toBeNull();
  });

  it('offers the upsell once for 5 minutes; accepting opens a checkout at the special price', async () => {
    const { token } = await player();
    const { path, sessionId } = await checkout(token, 'tickets-starter');
    await pay(path, '4242424242424242');
    const upsell = (await verify(token, sessionId)).json().upsell;
    expect(upsell).toMatchObject({ extraTickets: 250, secondsRemaining: 300 });
    expect(upsell.specialPrice).toBeLessThan(499);
    const accepted = await api(token, 'POST', '/api/payments/accept-upsell', {
      upsellId: upsell.id,
      consent: true,
    });
    expect(accepted.statusCode).toBe(200);
    const upPath = new URL(accepted.json().checkoutUrl).pathname;
    await pay(upPath, '4242424242424242');
    const up = (await verify(token, upPath.split('/').pop() as string)).json();
    expect(up.purchase).toMatchObject({ totalTickets: 250, totalPaid: upsell.specialPrice });
    expect(up.upsell).toBeNull();
    expect((await api(token, 'GET', '/api/payments/upsell/active')).json().data).toBeNull();
    expect(
      (await api(token, 'POST', '/api/payments/accept-upsell', { upsellId: upsell.id, consent: true }))
        .statusCode,
    ).toBe(410);
  });
});
