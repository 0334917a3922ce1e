import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedTinyWorld } from '../../../test/game-world.ts';
import { notifications, users } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { appliedGrants } from '../../db/schema/game-inventory.ts';
import { players } from '../../db/schema/game.ts';
import { orderRefundIntents } from '../../db/schema/refunds.ts';
import { orders, sandboxSessions } from '../../db/schema/orders.ts';
import { webPointLedger } from '../../db/schema/wallet.ts';
import { hashPassword } from '../../lib/security/passwords.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import type { RefundRecovery } from '../payments/refund-recovery-job.ts';
import { createSandboxProvider } from '../payments/sandbox-provider.ts';

const PASSWORD = 'Refund-pass1';

/**
 * Issue 31 item 7: a server killed between the provider's refund and the portal's finish left
 * orders refunded at the provider but still fulfilled. The refund is now recorded as started
 * before the provider is called, and the `refund-recovery` job finishes it, exactly once.
 */
describe('refunds survive a crash between the provider and the portal', () => {
  let t: TestApp;
  let adminToken: string;
  const recovery: RefundRecovery = {};
  /** The sandbox provider, whose refund can be made to "die" after the money went back. */
  const gate: { inner?: PaymentProvider; freeze: boolean; frozen: Array<() => void> } = {
    freeze: false,
    frozen: [],
  };
  const inner = () => gate.inner as PaymentProvider;
  const provider: PaymentProvider = {
    name: 'sandbox',
    createCheckout: (request) => inner().createCheckout(request),
    getSession: (id) => inner().getSession(id),
    expireCheckout: (id) => inner().expireCheckout(id),
    // The sandbox reports no refunds; a test header stands for the provider's "refunded" event.
    parseWebhook: async (body, headers) => {
      const refunded = headers['x-test-refunded-session'];
      if (typeof refunded === 'string') return { type: 'refunded', sessionId: refunded };
      return inner().parseWebhook(body, headers);
    },
    async refund(sessionId, orderId) {
      await inner().refund(sessionId, orderId);
      // The process "dies" here: the money is back at the provider, the portal never hears of it.
      if (gate.freeze) await new Promise<void>((resolve) => gate.frozen.push(resolve));
    },
  };
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
  const refund = (orderId: number) =>
    api(adminToken, 'POST', `/api/admin/orders/${orderId}/refund`, { reason: 'Bought by mistake' });

  beforeAll(async () => {
    t = await createTestApp({
      env: { RATE_LIMIT_SCALE: '100', DATABASE_POOL_SIZE: '10' },
      paymentProvider: provider,
      refundRecovery: recovery,
    });
    gate.inner = createSandboxProvider({
      db: t.database.db,
      publicUrl: t.config.publicUrl,
      webhookSecret: t.config.SANDBOX_WEBHOOK_SECRET,
      clock: () => new Date(),
    });
    await seedTinyWorld(t.database);
    const rows = await t.database.db.select().from(players).orderBy(asc(players.id)).limit(10);
    game.ids = rows.map((p) => p.id);
    game.referrals = rows.map((p) => p.referralId);
    await t.database.db.insert(users).values({
      email: 'crash-admin@example.com',
      passwordHash: await hashPassword(PASSWORD),
      name: 'Cr',
      surname: 'Ash',
      nickname: 'CrashAdmin',
      referralId: 'PS-CRASH',
      role: 'admin',
      emailConfirmedAt: new Date(),
    });
    adminToken = await login('crash-admin@example.com');
  });
  afterAll(async () => {
    for (const release of gate.frozen) release();
    await t.close();
  });

  async function buyer() {
    const i = next++;
    const email = `crash${i}@example.com`;
    const [user] = await t.database.db
      .insert(users)
      .values({
        email,
        passwordHash: await hashPassword(PASSWORD),
        name: 'Cr',
        surname: 'Ash',
        nickname: `Crash${i}`,
        referralId: game.referrals[i] as string,
        gamePlayerId: game.ids[i] as number,
        emailConfirmedAt: new Date(),
      })
      .returning();
    const token = await login(email);
    const link = await api(token, 'POST', '/api/payments/create-link', {
      variantId: 'tickets-champion',
      consent: true,
    });
    const path = new URL(link.json().checkoutUrl).pathname;
    await t.request({
      method: 'POST',
      url: `${path}/pay`,
      payload: 'card=4242%204242%204242%204242&expiry=12%2F30&cvc=123&name=Test',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const sessionId = path.split('/').pop() as string;
    await api(token, 'POST', '/api/payments/verify-session', { session_id: sessionId });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
    expect(order?.status).toBe('fulfilled');
    return { user: user as typeof users.$inferSelect, order: order as typeof orders.$inferSelect, sessionId };
  }

  const countWhere = async (table: typeof webPointLedger | typeof appliedGrants, reference: string) =>
    (await t.database.db.select().from(table).where(eq(table.reference, reference))).length;

  it('finishes a refund the crash interrupted: once, by the recovery job, with its audit record', async () => {
    const { user, order, sessionId } = await buyer();
    gate.freeze = true;
    // The admin's request reaches the provider and "dies" there (it never answers).
    const dying = refund(order.id);
    await expect
      .poll(async () => {
        const [session] = await t.database.db
          .select()
          .from(sandboxSessions)
          .where(eq(sandboxSessions.id, sessionId));
        return session?.status;
      })
      .toBe('refunded');
    gate.freeze = false;

    // Money back at the provider, the portal not yet: the order reads started, not refunded.
    const [between] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(between?.status).toBe('fulfilled');
    const [intent] = await t.database.db
      .select()
      .from(orderRefundIntents)
      .where(eq(orderRefundIntents.orderId, order.id));
    expect(intent).toMatchObject({ reason: 'Bought by mistake', actorEmail: 'crash-admin@example.com' });

    // After the restart the job finds it (two runs, as two servers might): it finishes once.
    const runs = await Promise.all([
      recovery.current?.({ olderThan: new Date(Date.now() + 1000) }),
      recovery.current?.({ olderThan: new Date(Date.now() + 1000) }),
    ]);
    expect(runs.reduce((sum: number, n) => sum + (n ?? 0), 0)).toBe(1);
    expect(await recovery.current?.({ olderThan: new Date(Date.now() + 1000) })).toBe(0);

    const [after] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after?.status).toBe('refunded');
    const [buyerAfter] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(buyerAfter?.webPoints).toBe(0);
    expect(await countWhere(webPointLedger, `refund:order:${order.id}`)).toBe(1);
    expect(await countWhere(appliedGrants, `refund:order:${order.id}`)).toBe(1);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'order.refund' and ${auditLog.targetId} = ${String(order.id)}`);
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ actorEmail: 'crash-admin@example.com', reason: 'Bought by mistake' });
    expect(await t.database.db.select().from(orderRefundIntents)).toHaveLength(0);

    // The "dead" request wakes up late: it finds the order finished and changes nothing.
    for (const release of gate.frozen.splice(0)) release();
    const late = await dying;
    expect(late.statusCode).toBe(200);
    expect(late.json().data).toMatchObject({ refunded: false, status: 'refunded' });
    expect(await countWhere(webPointLedger, `refund:order:${order.id}`)).toBe(1);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(sql`${notifications.userId} = ${user.id} and ${notifications.key} = 'orderRefundedBySupport'`);
    expect(told).toHaveLength(1);
  });

  it("keeps an admin's refund the admin's when the provider's refunded event finishes it first", async () => {
    const { order, sessionId } = await buyer();
    gate.freeze = true;
    const slow = refund(order.id);
    await expect
      .poll(async () => {
        const [session] = await t.database.db
          .select()
          .from(sandboxSessions)
          .where(eq(sandboxSessions.id, sessionId));
        return session?.status;
      })
      .toBe('refunded');
    gate.freeze = false;
    // The provider tells of the refund while the admin's request is still on its way back.
    const event = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/sandbox',
      payload: '{}',
      headers: { 'content-type': 'application/json', 'x-test-refunded-session': sessionId },
    });
    expect(event.statusCode).toBe(200);
    for (const release of gate.frozen.splice(0)) release();
    expect((await slow).json().data).toMatchObject({ refunded: false, status: 'refunded' });
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.targetType} = 'order' and ${auditLog.targetId} = ${String(order.id)}`);
    expect(audited).toEqual([
      expect.objectContaining({
        action: 'order.refund',
        actorEmail: 'crash-admin@example.com',
        reason: 'Bought by mistake',
      }),
    ]);
    expect(await countWhere(webPointLedger, `refund:order:${order.id}`)).toBe(1);
  });

  it('refunds once under 20 concurrent repeats, and leaves no started refund behind', async () => {
    const { order } = await buyer();
    const answers = await Promise.all(Array.from({ length: 20 }, () => refund(order.id)));
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    expect(answers.filter((a) => a.statusCode === 200 && a.json().data.refunded)).toHaveLength(1);
    expect(await countWhere(webPointLedger, `refund:order:${order.id}`)).toBe(1);
    expect(await countWhere(appliedGrants, `refund:order:${order.id}`)).toBe(1);
    expect(await t.database.db.select().from(orderRefundIntents)).toHaveLength(0);
    expect(await recovery.current?.({ olderThan: new Date(Date.now() + 1000) })).toBe(0);
  });
});
