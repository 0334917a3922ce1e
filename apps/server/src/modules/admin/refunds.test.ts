import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedTinyWorld } from '../../../test/game-world.ts';
import { notifications, users } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { appliedGrants, playerInventory } from '../../db/schema/game-inventory.ts';
import { purchaseHistory } from '../../db/schema/game-purchases.ts';
import { players } from '../../db/schema/game.ts';
import { orders, sandboxSessions } from '../../db/schema/orders.ts';
import { webPointLedger } from '../../db/schema/wallet.ts';
import { shopProducts } from '../../db/schema/shop.ts';
import { supportTickets } from '../../db/schema/support.ts';
import { hashPassword } from '../../lib/security/passwords.ts';
import { SANDBOX_SIGNATURE_HEADER, signWebhook } from '../payments/webhook-signature.ts';

const PASSWORD = 'Refund-pass1';

describe('back office: refunds', () => {
  let t: TestApp;
  let adminToken: string;
  const game: { ids: number[]; referrals: string[] } = { ids: [], referrals: [] };
  let next = 0;

  const login = async (email: string) =>
    (
      await t.request({ method: 'POST', url: '/api/account/login', payload: { email, password: PASSWORD } })
    ).json().token as string;
  const api = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.request({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { authorization: `Bearer ${token}` },
    });

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_SCALE: '100', DATABASE_POOL_SIZE: '10' } });
    await seedTinyWorld(t.database);
    const rows = await t.database.db.select().from(players).orderBy(asc(players.id)).limit(10);
    game.ids = rows.map((p) => p.id);
    game.referrals = rows.map((p) => p.referralId);
    await t.database.db.insert(users).values({
      email: 'refunder@example.com',
      passwordHash: await hashPassword(PASSWORD),
      name: 'Re',
      surname: 'Fund',
      nickname: 'Refunder',
      referralId: 'PS-REFUND',
      role: 'admin',
      emailConfirmedAt: new Date(),
    });
    adminToken = await login('refunder@example.com');
  });
  afterAll(() => t.close());

  /** A confirmed player who bought a product by card in the sandbox; answers them and the order. */
  async function buyer(variantId: string) {
    const i = next++;
    const email = `paid${i}@example.com`;
    const [user] = await t.database.db
      .insert(users)
      .values({
        email,
        passwordHash: await hashPassword(PASSWORD),
        name: 'Pa',
        surname: 'Id',
        nickname: `Paid${i}`,
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
    expect(
      (await api(token, 'POST', '/api/payments/verify-session', { session_id: sessionId })).json().status,
    ).toBe('fulfilled');
    const [order] = await t.database.db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
    return {
      user: user as typeof users.$inferSelect,
      token,
      order: order as typeof orders.$inferSelect,
      sessionId,
    };
  }
  const refund = (orderId: number, reason = 'Bought by mistake') =>
    api(adminToken, 'POST', `/api/admin/orders/${orderId}/refund`, { reason });

  it('refunds a spent purchase once under 20 concurrent calls: balance 0, items revoked once, VIP dropped', async () => {
    const { user, token, order, sessionId } = await buyer('tickets-champion');
    const vipBefore = (await api(token, 'POST', '/api/account/login/validate')).json().user.vip;
    expect(vipBefore.tier).toBe(1);
    const playerId = user.gamePlayerId as number;
    const [stockBefore] = await t.database.db
      .select()
      .from(playerInventory)
      .where(eq(playerInventory.playerId, playerId));
    const purchasesBefore = await t.database.db
      .select()
      .from(purchaseHistory)
      .where(eq(purchaseHistory.playerId, playerId));
    expect(purchasesBefore.some((p) => p.amountCents === order.amountCents)).toBe(true);
    // The player spends 150 of the 180 web points the order credited.
    await t.database.db.transaction(async (tx) => {
      await tx.insert(webPointLedger).values({
        userId: user.id,
        type: 'spend',
        amount: -150,
        balanceAfter: 30,
        reference: `test-spend:${user.id}`,
        description: 'Spin',
      });
      await tx.update(users).set({ webPoints: 30 }).where(eq(users.id, user.id));
    });

    const answers = await Promise.all(Array.from({ length: 20 }, () => refund(order.id)));
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    const done = answers.filter((a) => a.statusCode === 200 && a.json().data.refunded);
    expect(done).toHaveLength(1);
    expect(done[0]?.json().data).toMatchObject({ status: 'refunded', webPointsTaken: 30, shortfall: 150 });
    // Every later call finds it refunded and does nothing.
    expect((await refund(order.id)).json().data).toMatchObject({
      refunded: false,
      status: 'refunded',
      shortfall: 150,
    });

    const [after] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(after?.webPoints).toBe(0);
    const refundRows = await t.database.db
      .select()
      .from(webPointLedger)
      .where(eq(webPointLedger.reference, `refund:order:${order.id}`));
    expect(refundRows).toEqual([
      expect.objectContaining({
        amount: -30,
        balanceAfter: 0,
        // Its own type in the balance history, never "purchase" (issue 32).
        type: 'refund',
        // English for API clients, and a key with the product's slug for the reader's language.
        description: `Refund: ${order.productName}`,
        descriptionKey: 'refund',
        descriptionParams: { product: order.productName, productSlug: order.productSlug },
      }),
    ]);

    const revoked = await t.database.db
      .select()
      .from(appliedGrants)
      .where(eq(appliedGrants.reference, `refund:order:${order.id}`));
    expect(revoked).toHaveLength(1);
    const [stockAfter] = await t.database.db
      .select()
      .from(playerInventory)
      .where(eq(playerInventory.playerId, playerId));
    expect((stockBefore?.tickets ?? 0) - (stockAfter?.tickets ?? 0)).toBe(order.totalTickets);

    const [session] = await t.database.db
      .select()
      .from(sandboxSessions)
      .where(eq(sandboxSessions.id, sessionId));
    expect(session?.status).toBe('refunded');
    expect((await api(token, 'POST', '/api/account/login/validate')).json().user.vip.tier).toBe(0);
    const purchases = await t.database.db
      .select()
      .from(purchaseHistory)
      .where(eq(purchaseHistory.playerId, playerId));
    expect(purchases).toHaveLength(purchasesBefore.length - 1);
    expect(
      purchases.some((p) => p.amountCents === order.amountCents && p.webPoints === order.webPoints),
    ).toBe(false);

    const told = await t.database.db
      .select()
      .from(notifications)
      .where(sql`${notifications.userId} = ${user.id} and ${notifications.key} = 'orderRefundedBySupport'`);
    expect(told).toHaveLength(1);
    expect(told[0]?.params).toMatchObject({
      productSlug: order.productSlug,
      order: order.id,
      reason: 'Bought by mistake',
    });
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'order.refund' and ${auditLog.targetId} = ${String(order.id)}`);
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ actorEmail: 'refunder@example.com', reason: 'Bought by mistake' });

    // The player page shows the refund and what could not be taken back.
    const page = (await api(adminToken, 'GET', `/api/admin/users/${user.id}`)).json().data;
    expect(page.orders[0]).toMatchObject({ id: order.id, status: 'refunded', refundShortfall: 150 });
  });

  it("tells the truth about a refund: the history row is a refund, the confirmation page gives support's reason, lifetime figures agree", async () => {
    const { token, order, sessionId } = await buyer('tickets-champion');
    expect((await refund(order.id, 'Charged twice by the bank')).statusCode).toBe(200);

    // The balance history's row is a refund, not a purchase.
    const history = (await api(token, 'GET', '/api/account/balance-history/transactions')).json().data;
    const row = history.find((r: { type: string }) => r.type === 'refund');
    expect(row).toMatchObject({ type: 'refund', amount: -order.webPoints, descriptionKey: 'refund' });
    expect(history.filter((r: { type: string }) => r.type === 'purchase')).toHaveLength(1);

    // The confirmation page hears the real reason: support, in support's words (not "duplicate").
    const verified = await api(token, 'POST', '/api/payments/verify-session', { session_id: sessionId });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      status: 'refunded',
      purchase: null,
      refund: { kind: 'support', reason: 'Charged twice by the bank' },
    });

    // One lifetime figure: the profile's equals the balance history's; the refund took it back.
    const summary = (await api(token, 'GET', '/api/account/balance-history/summary')).json().data;
    const vip = (await api(token, 'POST', '/api/account/login/validate')).json().user.vip;
    expect(summary.lifetimeEarned).toBe(vip.totalLifetimeWebpoints);
    expect(summary.lifetimeEarned).toBe(0);
    // Taking back is not spending.
    expect(summary.lifetimeSpent).toBe(0);
  });

  it('a chargeback at the provider is a chargeback in the history, the bell and the confirmation page', async () => {
    const { user, token, order, sessionId } = await buyer('tickets-champion');
    // The bank's chargeback, reported by the provider's signed webhook.
    const body = JSON.stringify({ type: 'disputed', sessionId });
    const hook = await t.request({
      method: 'POST',
      url: '/api/payments/webhook/sandbox',
      payload: body,
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signWebhook(t.config.SANDBOX_WEBHOOK_SECRET, body),
      },
    });
    expect(hook.statusCode).toBe(200);

    const history = (await api(token, 'GET', '/api/account/balance-history/transactions')).json().data;
    expect(history[0]).toMatchObject({
      type: 'chargeback',
      amount: -order.webPoints,
      descriptionKey: 'chargeback',
    });
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(sql`${notifications.userId} = ${user.id} and ${notifications.key} = 'orderChargedBack'`);
    expect(told).toHaveLength(1);
    const verified = await api(token, 'POST', '/api/payments/verify-session', { session_id: sessionId });
    expect(verified.json()).toMatchObject({
      status: 'refunded',
      refund: { kind: 'chargeback', reason: null },
    });
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored?.refundKind).toBe('chargeback');
  });

  it('an abandoned checkout reads "expired" once its session has run out, not "pending" forever', async () => {
    const { token } = await buyer('tickets-champion');
    const open = async () => {
      const link = await api(token, 'POST', '/api/payments/create-link', {
        consent: true,
        variantId: 'tickets-champion',
      });
      const sessionId = new URL(link.json().checkoutUrl).pathname.split('/').pop() as string;
      const [order] = await t.database.db
        .select()
        .from(orders)
        .where(eq(orders.providerSessionId, sessionId));
      return order as typeof orders.$inferSelect;
    };
    const abandoned = await open();
    const fresh = await open();
    // Cancelling at the card page comes back to "Payment cancelled" with Try again for the same product.
    const [session] = await t.database.db
      .select()
      .from(sandboxSessions)
      .where(eq(sandboxSessions.id, abandoned.providerSessionId as string));
    expect(new URL(session?.cancelUrl as string).pathname).toBe('/payment-confirmation');
    expect(new URL(session?.cancelUrl as string).searchParams.get('cancelled')).toBe('tickets-champion');
    // The abandoned one was opened just over an hour ago (CHECKOUT_TTL_SECONDS): its session is over.
    await t.database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(orders.id, abandoned.id));

    const rows = (await api(token, 'GET', '/api/account/balance-history/payments')).json().data as {
      id: number;
      status: string;
    }[];
    expect(rows.find((row) => row.id === abandoned.id)?.status).toBe('expired');
    expect(rows.find((row) => row.id === fresh.id)?.status).toBe('pending');
  });

  it('refunds for a support ticket: the audit record and the player page name the ticket', async () => {
    const { user, order } = await buyer('tickets-starter');
    const { user: other } = await buyer('tickets-starter');
    const ticket = async (userId: number) =>
      (
        await t.database.db
          .insert(supportTickets)
          .values({
            userId,
            subject: 'Charged twice',
            description: 'Please refund',
            category: 'payment_and_billing',
            priority: 'normal',
          })
          .returning()
      )[0]?.id as number;
    const own = await ticket(user.id);
    const foreign = await ticket(other.id);
    const withTicket = (ticketId: number) =>
      api(adminToken, 'POST', `/api/admin/orders/${order.id}/refund`, { reason: 'Double charge', ticketId });
    // Another player's ticket, or none at all, is refused before any money moves.
    expect((await withTicket(foreign)).json()).toMatchObject({ error: 'VALIDATION_FAILED' });
    expect((await withTicket(99_999_999)).statusCode).toBe(404);
    const [still] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(still?.status).toBe('fulfilled');

    expect((await withTicket(own)).json().data).toMatchObject({ refunded: true });
    const [record] = await t.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'order.refund' and ${auditLog.targetId} = ${String(order.id)}`);
    expect(record?.after).toMatchObject({
      ticketId: own,
      amountCents: order.amountCents,
      currency: order.currency,
    });
    const page = (await api(adminToken, 'GET', `/api/admin/users/${user.id}`)).json().data;
    expect(page.staffActions).toEqual([
      expect.objectContaining({
        action: 'order.refund',
        targetId: String(order.id),
        after: expect.objectContaining({ ticketId: own }),
      }),
    ]);
  });

  it('lists every order, searchable and paged, and shows one with its grants, ledger and history', async () => {
    const { user, order } = await buyer('tickets-starter');
    await refund(order.id, 'Listed refund');
    const list = async (query: string) => (await api(adminToken, 'GET', `/api/admin/orders?${query}`)).json();

    const byId = await list(`q=%23${order.id}`);
    expect(byId.data).toEqual([
      expect.objectContaining({
        id: order.id,
        status: 'refunded',
        buyer: expect.objectContaining({ id: user.id }),
      }),
    ]);
    expect((await list(`q=${order.providerSessionId}`)).data.map((o: { id: number }) => o.id)).toEqual([
      order.id,
    ]);
    const mine = await list(
      `player=${encodeURIComponent(user.email.slice(0, 8).toUpperCase())}&status=refunded`,
    );
    expect(mine.data.map((o: { id: number }) => o.id)).toContain(order.id);
    expect((await list(`player=${user.id}&status=pending`)).data).toEqual([]);
    expect((await list(`product=starter&q=${order.id}`)).total).toBe(1);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect((await list(`from=${encodeURIComponent(future)}`)).total).toBe(0);
    const paged = await list('pageSize=1&page=1');
    expect(paged.data).toHaveLength(1);
    expect(paged.total).toBeGreaterThan(1);
    expect((await api(adminToken, 'GET', '/api/admin/orders?status=lost')).statusCode).toBe(400);

    const page = (await api(adminToken, 'GET', `/api/admin/orders/${order.id}`)).json().data;
    expect(page).toMatchObject({
      id: order.id,
      status: 'refunded',
      providerSessionId: order.providerSessionId,
    });
    expect(page.grants.map((g: { reference: string }) => g.reference)).toEqual([
      `order:${order.id}`,
      `refund:order:${order.id}`,
    ]);
    expect(page.ledger.map((row: { amount: number }) => row.amount)).toEqual([
      order.webPoints,
      -order.webPoints,
    ]);
    expect(page.history).toEqual([
      expect.objectContaining({ action: 'order.refund', reason: 'Listed refund' }),
    ]);
    expect((await api(adminToken, 'GET', '/api/admin/orders/99999999')).statusCode).toBe(404);
  });

  it('refunds only a completed order and answers 404 for an unknown one', async () => {
    const { token } = await buyer('tickets-pro');
    const open = await api(token, 'POST', '/api/payments/create-link', {
      consent: true,
      variantId: 'tickets-starter',
    });
    const openId = new URL(open.json().checkoutUrl).pathname.split('/').pop() as string;
    const [pending] = await t.database.db.select().from(orders).where(eq(orders.providerSessionId, openId));
    const answer = await refund(pending?.id as number);
    expect(answer.statusCode).toBe(409);
    expect((await refund(99_999_999)).statusCode).toBe(404);
    expect((await api(adminToken, 'POST', `/api/admin/orders/${pending?.id}/refund`, {})).statusCode).toBe(
      400,
    );
  });

  it('puts the same money on the dashboard as the orders: revenue is delivered minus refunded', async () => {
    const from = new Date(Date.now() - 86_400_000).toISOString();
    const to = new Date(Date.now() + 86_400_000).toISOString();
    const answer = await api(
      adminToken,
      'GET',
      `/api/admin/stats?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
    );
    expect(answer.statusCode).toBe(200);
    const stats = answer.json().data;
    const all = await t.database.db.select().from(orders);
    const delivered = all.filter((o) => o.fulfilledAt !== null);
    const refundedOnes = all.filter((o) => o.refundedAt !== null);
    const sum = (rows: typeof all) => rows.reduce((total, o) => total + o.amountCents, 0);
    expect(stats.grossCents).toBe(sum(delivered));
    expect(stats.refundsCents).toBe(sum(refundedOnes));
    expect(stats.revenueCents).toBe(sum(delivered) - sum(refundedOnes));
    expect(stats.orders).toBe(delivered.length);
    expect(stats.refunds).toBe(refundedOnes.length);
    expect(
      stats.daily.reduce((total: number, d: { revenueCents: number }) => total + d.revenueCents, 0),
    ).toBe(stats.revenueCents);
    expect(stats.daily.length).toBeGreaterThanOrEqual(2);
    expect(stats.topProducts.map((p: { name: string }) => p.name)).toContain('Champion Tickets');
    expect(stats.payingPlayers).toBe(
      new Set(delivered.filter((o) => o.amountCents > 0).map((o) => o.userId)).size,
    );
    expect(stats.arppuCents).toBe(Math.round(stats.revenueCents / stats.payingPlayers));
    expect(
      stats.vipDistribution.reduce((total: number, t: { players: number }) => total + t.players, 0),
    ).toBeGreaterThan(0);
    // The period just before, of the same length: no orders were made then.
    expect(stats.previous).toMatchObject({
      to: new Date(from).toISOString(),
      revenueCents: 0,
      orders: 0,
      payingPlayers: 0,
      arppuCents: 0,
    });
    const later = await api(
      adminToken,
      'GET',
      `/api/admin/stats?from=${encodeURIComponent(to)}&to=${encodeURIComponent(new Date(Date.now() + 3 * 86_400_000).toISOString())}`,
    );
    // A period after today compares with the two days that hold every order.
    expect(later.json().data.previous).toMatchObject({
      revenueCents: stats.revenueCents,
      orders: stats.orders,
      payingPlayers: stats.payingPlayers,
    });

    const csv = await api(
      adminToken,
      'GET',
      `/api/admin/stats/orders.csv?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
    );
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toContain('order,created,delivered,refunded,status');
    expect(lines).toHaveLength(all.length + 1);
    expect(csv.body).toContain('Champion Tickets');

    const backwards = await api(
      adminToken,
      'GET',
      `/api/admin/stats?from=${encodeURIComponent(to)}&to=${encodeURIComponent(from)}`,
    );
    expect(backwards.statusCode).toBe(400);
  });

  it('edits the catalogue: the shop shows the new price at once, a checkout already open keeps its own', async () => {
    const products = (await api(adminToken, 'GET', '/api/admin/products')).json().data as Array<{
      id: number;
      slug: string;
      priceCents: number;
    }>;
    const elite = products.find((p) => p.slug === 'tickets-elite');
    const welcome = products.find((p) => p.slug === 'seasonal-welcome-pack');
    expect(elite?.priceCents).toBe(1999);

    // A player opens a checkout at today's price…
    const { token } = await buyer('tickets-pro');
    const link = await api(token, 'POST', '/api/payments/create-link', {
      consent: true,
      variantId: 'tickets-elite',
    });
    const path = new URL(link.json().checkoutUrl).pathname;
    const sessionId = path.split('/').pop() as string;
    const seasonalBefore = (
      await t.request({ method: 'GET', url: '/api/shop/seasonal/welcome-pack' })
    ).json();

    // …then the price changes.
    const edit = {
      priceCents: 1499,
      originalPriceCents: 2999,
      tickets: 3500,
      energy: 0,
      skillPoints: 0,
      superGoal: 0,
      webPoints: 30,
      mostPopular: false,
      active: true,
    };
    const changed = await api(adminToken, 'PUT', `/api/admin/products/${elite?.id}`, edit);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      priceCents: 1499,
      tickets: 3500,
    });

    const shop = (await api(token, 'GET', '/api/shop/tickets')).json().data as Array<Record<string, unknown>>;
    expect(shop.find((p) => p.slug === 'tickets-elite')).toMatchObject({
      priceCents: 1499,
      originalPriceCents: 2999,
      discountPercentage: 50,
      tickets: 3500,
    });

    // The open checkout is paid at the price and contents it was opened with.
    await t.request({
      method: 'POST',
      url: `${path}/pay`,
      payload: 'card=4242%204242%204242%204242&expiry=12%2F30&cvc=123&name=Test',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    await api(token, 'POST', '/api/payments/verify-session', { session_id: sessionId });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
    expect(order).toMatchObject({ status: 'fulfilled', amountCents: 1999, baseTickets: 3000 });
    const [session] = await t.database.db
      .select()
      .from(sandboxSessions)
      .where(eq(sandboxSessions.id, sessionId));
    expect(session?.amountCents).toBe(1999);

    // A hidden product leaves the shop; a cached public pack shows its new price at once.
    await api(adminToken, 'PUT', `/api/admin/products/${elite?.id}`, { ...edit, active: false });
    const hidden = (await api(token, 'GET', '/api/shop/tickets')).json().data as Array<{ slug: string }>;
    expect(hidden.map((p) => p.slug)).not.toContain('tickets-elite');
    const pack = seasonalBefore.data[0];
    await api(adminToken, 'PUT', `/api/admin/products/${welcome?.id}`, {
      ...edit,
      priceCents: 777,
      originalPriceCents: null,
      tickets: pack.final_tickets,
      webPoints: pack.final_webpoints,
    });
    const seasonalAfter = (await t.request({ method: 'GET', url: '/api/shop/seasonal/welcome-pack' })).json();
    expect(seasonalAfter.data[0].final_price).toBe(7.77);

    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'product.update' and ${auditLog.targetId} = ${String(elite?.id)}`)
      .orderBy(asc(auditLog.id));
    expect(audited[0]).toMatchObject({
      actorEmail: 'refunder@example.com',
      before: expect.objectContaining({ priceCents: 1999 }),
      after: expect.objectContaining({ priceCents: 1499 }),
    });

    const cheaper = await api(adminToken, 'PUT', `/api/admin/products/${elite?.id}`, {
      ...edit,
      originalPriceCents: 999,
    });
    expect(cheaper.statusCode).toBe(400);
    expect(cheaper.json().message).toBe('The original price must be at least the price');
    expect(
      (await api(adminToken, 'PUT', `/api/admin/products/${elite?.id}`, { ...edit, priceCents: 10_000_000 }))
        .statusCode,
    ).toBe(400);
    expect((await api(adminToken, 'PUT', '/api/admin/products/999999', edit)).statusCode).toBe(404);
  });

  it('names products in the reader’s language, as the studio writes them, English where it has not', async () => {
    const names = async (query: string, headers: Record<string, string> = {}) =>
      (await t.request({ method: 'GET', url: `/api/public/product-names${query}`, headers })).json()
        .data as Record<string, string>;
    // The shipped catalogue comes with its 13 languages.
    expect((await names('?lang=de'))['tickets-starter']).toBe('Starter-Tickets');
    expect((await names('', { 'accept-language': 'tr' }))['tickets-starter']).toBe('Başlangıç Biletleri');
    expect((await names('?lang=en'))['tickets-starter']).toBe('Starter Tickets');

    const [starter] = await t.database.db
      .select()
      .from(shopProducts)
      .where(eq(shopProducts.slug, 'tickets-starter'));
    const catalogue = (await api(adminToken, 'GET', '/api/admin/products')).json().data as Array<{
      id: number;
      names: Record<string, string>;
    }>;
    const listed = catalogue.find((p) => p.id === starter?.id);
    expect(listed?.names).toMatchObject({ en: 'Starter Tickets', de: 'Starter-Tickets' });
    const body = {
      priceCents: starter?.priceCents,
      originalPriceCents: starter?.originalPriceCents,
      tickets: starter?.tickets,
      energy: 0,
      skillPoints: 0,
      superGoal: 0,
      webPoints: starter?.webPoints,
      mostPopular: false,
      active: true,
      // German renamed, Dutch left blank (English then), English renamed.
      names: { en: 'Rookie Tickets', de: 'Anfänger-Tickets', nl: '  ' },
    };
    const saved = await api(adminToken, 'PUT', `/api/admin/products/${starter?.id}`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.names).toEqual({ en: 'Rookie Tickets', de: 'Anfänger-Tickets' });
    expect((await names('?lang=de'))['tickets-starter']).toBe('Anfänger-Tickets');
    expect((await names('?lang=nl'))['tickets-starter']).toBe('Rookie Tickets');
    expect((await names('?lang=fr'))['tickets-starter']).toBe('Rookie Tickets');
    const refused = await api(adminToken, 'PUT', `/api/admin/products/${starter?.id}`, {
      ...body,
      names: { en: ' ', de: 'x' },
    });
    expect(refused.statusCode).toBe(400);
  });
});
