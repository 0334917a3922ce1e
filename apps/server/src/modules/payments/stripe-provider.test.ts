import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedTinyWorld } from '../../../test/game-world.ts';
import { users } from '../../db/schema/accounts.ts';
import { players } from '../../db/schema/game.ts';
import { orders } from '../../db/schema/orders.ts';
import { hashPassword } from '../../lib/security/passwords.ts';
import { createStripeProvider } from './stripe-provider.ts';

const WEBHOOK_SECRET = 'whsec_test_pitchside';

/** A local stand-in for the Checkout Session and Refund calls of Stripe's API that the provider uses. */
function fakeStripe() {
  const sessions = new Map<string, Record<string, unknown>>();
  const requests: Array<{ method: string; url: string; body: string; idempotencyKey?: string }> = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      requests.push({
        method: req.method ?? '',
        url: req.url ?? '',
        body,
        idempotencyKey: req.headers['idempotency-key'] as string,
      });
      res.setHeader('content-type', 'application/json');
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        const form = new URLSearchParams(body);
        const id = `cs_test_${sessions.size + 1}`;
        const session = {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          status: 'open',
          payment_status: 'unpaid',
          metadata: { orderId: form.get('metadata[orderId]') },
          client_reference_id: form.get('client_reference_id'),
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        };
        sessions.set(id, session);
        return res.end(JSON.stringify(session));
      }
      if (req.method === 'POST' && req.url === '/v1/refunds') {
        const form = new URLSearchParams(body);
        return res.end(
          JSON.stringify({ id: 're_1', object: 'refund', payment_intent: form.get('payment_intent') }),
        );
      }
      if (req.method === 'GET' && req.url?.startsWith('/v1/checkout/sessions?')) {
        const paymentIntent = new URL(req.url, 'http://x').searchParams.get('payment_intent');
        const data = [...sessions.values()].filter((s) => s.payment_intent === paymentIntent);
        return res.end(
          JSON.stringify({ object: 'list', data, has_more: false, url: '/v1/checkout/sessions' }),
        );
      }
      const match = /^\/v1\/checkout\/sessions\/([\w]+)(\/expire)?/.exec(req.url ?? '');
      const session = match ? sessions.get(match[1] as string) : undefined;
      if (req.method === 'GET' && session) return res.end(JSON.stringify(session));
      if (req.method === 'POST' && session && match?.[2]) {
        // Stripe expires only an open session; a completed one answers an invalid request.
        if (session.status === 'open' && session.payment_status !== 'paid') {
          session.status = 'expired';
          return res.end(JSON.stringify(session));
        }
        res.statusCode = 400;
        return res.end(
          JSON.stringify({ error: { type: 'invalid_request_error', message: 'Session is not open' } }),
        );
      }
      res.statusCode = 404;
      res.end(
        JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such checkout.session' } }),
      );
    });
  });
  return { server, sessions, requests };
}

describe('Stripe provider against a local fake Stripe', () => {
  const fake = fakeStripe();
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const { port } = fake.server.address() as AddressInfo;
    t = await createTestApp({
      paymentProvider: createStripeProvider({
        secretKey: 'sk_test_pitchside',
        webhookSecret: WEBHOOK_SECRET,
        api: { host: '127.0.0.1', port, protocol: 'http' },
      }),
    });
    await seedTinyWorld(t.database);
    const [p] = await t.database.db.select().from(players).orderBy(asc(players.id)).limit(1);
    await t.database.db.insert(users).values({
      email: 'stripe@example.com',
      passwordHash: await hashPassword('Stripe-pass1'),
      name: 'St',
      surname: 'Ripe',
      referralId: p?.referralId as string,
      gamePlayerId: p?.id as number,
      nickname: 'Striper',
      emailConfirmedAt: new Date(),
    });
    token = (
      await t.request({
        method: 'POST',
        url: '/api/account/login',
        payload: { email: 'stripe@example.com', password: 'Stripe-pass1' },
      })
    ).json().token;
  });
  afterAll(async () => {
    await t.close();
    fake.server.close();
  });

  const api = (url: string, payload: object) =>
    t.request({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}` } });
  const stripeWebhook = (payload: string, secret = WEBHOOK_SECRET) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/stripe',
      payload,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
      },
    });

  it('opens a Checkout Session for the order, in cents, with an idempotency key and our return URL', async () => {
    const res = await api('/api/payments/create-link', { consent: true, variantId: 'tickets-pro' });
    expect(res.json().checkoutUrl).toBe('https://checkout.stripe.test/c/pay/cs_test_1');
    const created = fake.requests.find((r) => r.method === 'POST');
    const form = new URLSearchParams(created?.body);
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('999');
    expect(form.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(form.get('success_url')).toBe(
      'http://localhost:3000/payment-confirmation?session_id={CHECKOUT_SESSION_ID}',
    );
    expect(created?.idempotencyKey).toMatch(/^order-\d+$/);
    // Not paid yet: the confirmation page keeps waiting.
    expect((await api('/api/payments/verify-session', { session_id: 'cs_test_1' })).json().status).toBe(
      'processing',
    );
  });

  it('fulfils once from a signed webhook and the verify call, and refuses a forged signature', async () => {
    const event = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_test_1', object: 'checkout.session' } },
    });
    expect((await stripeWebhook(event, 'whsec_wrong')).statusCode).toBe(400);
    // Stripe's record says paid only now; the forged event above changed nothing.
    (fake.sessions.get('cs_test_1') as Record<string, unknown>).payment_status = 'paid';
    const results = await Promise.all([
      stripeWebhook(event),
      stripeWebhook(event),
      api('/api/payments/verify-session', { session_id: 'cs_test_1' }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'stripe@example.com'));
    expect(user?.webPoints).toBe(12);
    expect((await api('/api/payments/verify-session', { session_id: 'cs_test_1' })).json()).toMatchObject({
      status: 'fulfilled',
      purchase: { totalTickets: 1200 },
    });
  });

  it('expires an open session, reports a paid one as paid, and refunds once per order by idempotency key', async () => {
    const { port } = fake.server.address() as AddressInfo;
    const provider = createStripeProvider({
      secretKey: 'sk_test_pitchside',
      webhookSecret: WEBHOOK_SECRET,
      api: { host: '127.0.0.1', port, protocol: 'http' },
    });
    const open = await api('/api/payments/create-link', { consent: true, variantId: 'tickets-pro' });
    const openId = new URL(open.json().checkoutUrl).pathname.split('/').pop() as string;
    expect(await provider.expireCheckout(openId)).toBe('expired');

    const paid = fake.sessions.get('cs_test_1') as Record<string, unknown>;
    paid.payment_intent = 'pi_test_1';
    expect(await provider.expireCheckout('cs_test_1')).toBe('paid');
    await provider.refund('cs_test_1', 42);
    await provider.refund('cs_test_1', 42);
    const refunds = fake.requests.filter((r) => r.url === '/v1/refunds');
    expect(refunds).toHaveLength(2);
    for (const refund of refunds) {
      expect(refund.idempotencyKey).toBe('refund-order-42');
      expect(new URLSearchParams(refund.body).get('payment_intent')).toBe('pi_test_1');
    }
  });

  it('takes back a delivered order refunded in Stripe (charge.refunded) once, without refunding it again', async () => {
    const charge = (id: string, type: string) =>
      JSON.stringify({
        id,
        object: 'event',
        type,
        data: { object: { id: 'ch_1', object: 'charge', payment_intent: 'pi_test_1' } },
      });
    const refundsBefore = fake.requests.filter((r) => r.url === '/v1/refunds').length;
    const answers = await Promise.all([
      stripeWebhook(charge('evt_r1', 'charge.refunded')),
      stripeWebhook(charge('evt_r2', 'charge.dispute.created')),
    ]);
    // Two events at once: one takes the order back; the other finds it refunded, or meets the
    // first's lock and answers 409, which Stripe retries later (and the retry then finds it refunded).
    expect(answers.map((a) => a.statusCode)).toContain(200);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    await stripeWebhook(charge('evt_r3', 'charge.refunded'));
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.providerSessionId, 'cs_test_1'));
    expect(order).toMatchObject({ status: 'refunded', refundShortfall: 0 });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'stripe@example.com'));
    expect(user?.webPoints).toBe(0);
    expect(fake.requests.filter((r) => r.url === '/v1/refunds')).toHaveLength(refundsBefore);
  });

  it('has no sandbox checkout pages when Stripe is the provider', async () => {
    expect((await t.request({ method: 'GET', url: '/sandbox/checkout/cs_sandbox_x' })).statusCode).toBe(404);
  });
});
