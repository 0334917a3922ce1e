import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { findSandboxSession, moveSandboxSession, type SandboxSession } from './sandbox-repository.ts';
import type { Database } from '../../db/client.ts';
import type { JobDefinition, JobQueue } from '../../jobs/job-queue.ts';
import {
  renderAuthenticationPage,
  renderCheckoutPage,
  renderClosedPage,
  type SandboxView,
} from './sandbox-page.ts';
import { SANDBOX_SIGNATURE_HEADER, signWebhook } from './webhook-signature.ts';

export const SANDBOX_WEBHOOK_JOB = 'payments.sandbox-webhook';
export type SandboxEvent = { type: 'paid' | 'declined' | 'expired' | 'disputed'; sessionId: string };

/** How the sandbox tells the portal about a payment: a signed HTTP webhook, as a real provider. */
export interface SandboxWebhookSender {
  send(event: SandboxEvent): Promise<void>;
}

export const queuedSandboxWebhooks = (jobs: JobQueue): SandboxWebhookSender => ({
  async send(event) {
    await jobs.send(SANDBOX_WEBHOOK_JOB, event, { retryLimit: 8, retryDelay: 1, retryBackoff: true });
  },
});

/** The job that delivers a sandbox webhook over HTTP to this portal's webhook endpoint. */
export function sandboxWebhookJob(options: {
  selfUrl: () => string;
  secret: string;
}): JobDefinition<SandboxEvent> {
  return {
    name: SANDBOX_WEBHOOK_JOB,
    retryLimit: 8,
    // Delivered promptly and concurrently, like a real provider's webhooks.
    batchSize: 20,
    pollingIntervalSeconds: 0.5,
    async handle(event) {
      const body = JSON.stringify(event);
      const response = await fetch(`${options.selfUrl()}/api/payments/webhook/sandbox`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: signWebhook(options.secret, body),
        },
        body,
      });
      if (!response.ok) throw new Error(`webhook answered ${response.status}`);
    },
  };
}

const TEST_CARDS = {
  pays: '4242424242424242',
  declined: '4000000000000002',
  authenticate: '4000000000003220',
} as const;

const euros = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-IE', { style: 'currency', currency }).format(cents / 100);

export const sandboxRoutes: FastifyPluginAsync<{
  db: Database;
  webhooks: SandboxWebhookSender;
  clock: () => Date;
}> = async (app, { db, webhooks, clock }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const load = async (id: string) => {
    const found = await findSandboxSession(db, id);
    if (!found) return null;
    const { session } = found;
    const view: SandboxView = {
      id: session.id,
      description: session.description,
      amount: euros(session.amountCents, session.currency),
      email: session.customerEmail,
      cancelUrl: session.cancelUrl,
      productName: found.productName ?? session.description,
    };
    return { session, view };
  };
  const successUrl = (template: string, id: string) =>
    template.replace('{SESSION_ID}', encodeURIComponent(id));
  const html = (reply: { type(t: string): { send(b: string): unknown } }, body: string) =>
    reply.type('text/html; charset=utf-8').send(body);

  const transition = (
    id: string,
    from: Array<'open' | 'requires_action'>,
    set: Parameters<typeof moveSandboxSession>[3],
  ) => moveSandboxSession(db, id, from, set);

  /** Expires an open session whose time is up, telling the portal like a real provider. */
  const closedReason = async (session: SandboxSession) => {
    if (session.status === 'paid') return { status: 200, text: 'This payment is already complete.' };
    if (session.status === 'declined') return { status: 200, text: 'This payment was declined.' };
    if (session.status === 'refunded') return { status: 200, text: 'This payment was refunded.' };
    if (session.status === 'expired' || session.expiresAt <= clock()) {
      if (
        session.status !== 'expired' &&
        (await transition(session.id, ['open', 'requires_action'], { status: 'expired' }))
      ) {
        await webhooks.send({ type: 'expired', sessionId: session.id });
      }
      // The spec's 410 text, also for a checkout a newer one of the same offer retired.
      return { status: 410, text: 'Payment session has expired.' };
    }
    return null;
  };
  const notFoundPage = (reply: FastifyReply) =>
    reply.status(404).type('text/html').send(renderClosedPage('Checkout session not found.', '/'));
  /**
   * A checkout that can still be shown or paid, or the page that says why not (unknown, finished
   * or expired), already sent as the answer.
   */
  const openCheckout = async (id: string, reply: FastifyReply) => {
    const found = await load(id);
    if (!found) return { answer: notFoundPage(reply) };
    const closed = await closedReason(found.session);
    if (closed)
      return {
        answer: html(reply.status(closed.status), renderClosedPage(closed.text, found.view.cancelUrl)),
      };
    return { found };
  };
  /** The page for a session that can no longer be paid, read again after a lost race. */
  const closedPage = async (
    reply: { status(code: number): { type(t: string): { send(b: string): unknown } } },
    id: string,
    cancelUrl: string,
  ) => {
    const found = await load(id);
    const closed = found ? await closedReason(found.session) : null;
    const { status, text } = closed ?? { status: 409, text: 'This checkout session has changed.' };
    return reply.status(status).type('text/html; charset=utf-8').send(renderClosedPage(text, cancelUrl));
  };

  app.get<{ Params: { id: string } }>(
    '/sandbox/checkout/:id',
    { schema: { hide: true } },
    async (request, reply) => {
      const checkout = await openCheckout(request.params.id, reply);
      if (!checkout.found) return checkout.answer;
      const { found } = checkout;
      if (found.session.status === 'requires_action')
        return html(reply, renderAuthenticationPage(found.view));
      return html(reply, renderCheckoutPage(found.view));
    },
  );

  app.post<{ Params: { id: string }; Body: Record<string, string> }>(
    '/sandbox/checkout/:id/pay',
    { schema: { hide: true } },
    async (request, reply) => {
      const checkout = await openCheckout(request.params.id, reply);
      if (!checkout.found) return checkout.answer;
      const { found } = checkout;
      const { id, cancelUrl } = found.view;
      const card = String(request.body?.card ?? '').replace(/\D/g, '');
      const last4 = card.slice(-4);
      if (card === TEST_CARDS.authenticate) {
        if (!(await transition(id, ['open'], { status: 'requires_action', cardLast4: last4 })))
          return closedPage(reply, id, cancelUrl);
        return reply.redirect(`/sandbox/checkout/${found.session.id}`, 303);
      }
      if (card === TEST_CARDS.declined) {
        if (!(await transition(id, ['open'], { status: 'declined', cardLast4: last4 })))
          return closedPage(reply, id, cancelUrl);
        await webhooks.send({ type: 'declined', sessionId: found.session.id });
        return reply.redirect(successUrl(found.session.successUrl, found.session.id), 303);
      }
      if (card !== TEST_CARDS.pays) {
        return html(
          reply.status(400),
          renderCheckoutPage(found.view, 'Your card number is not a sandbox test card.'),
        );
      }
      if (!(await transition(id, ['open'], { status: 'paid', cardLast4: last4, paidAt: clock() })))
        return closedPage(reply, id, cancelUrl);
      await webhooks.send({ type: 'paid', sessionId: found.session.id });
      return reply.redirect(successUrl(found.session.successUrl, found.session.id), 303);
    },
  );

  // The bank's chargeback of a payment taken, as Stripe's `charge.dispute.created`: the session
  // itself stays as it is (a dispute does not change a checkout); only the signed webhook goes out.
  app.post<{ Params: { id: string } }>(
    '/sandbox/checkout/:id/dispute',
    { schema: { hide: true } },
    async (request, reply) => {
      const found = await findSandboxSession(db, request.params.id);
      if (!found || (found.session.status !== 'paid' && found.session.status !== 'refunded')) {
        return reply.status(404).type('text/html').send(renderClosedPage('No payment to dispute.', '/'));
      }
      await webhooks.send({ type: 'disputed', sessionId: found.session.id });
      return html(reply, renderClosedPage('The bank disputed this payment.', found.session.cancelUrl));
    },
  );

  app.post<{ Params: { id: string }; Body: Record<string, string> }>(
    '/sandbox/checkout/:id/authenticate',
    { schema: { hide: true } },
    async (request, reply) => {
      const found = await load(request.params.id);
      if (!found || found.session.status !== 'requires_action') {
        return notFoundPage(reply);
      }
      const approved = request.body?.result === 'approve';
      const moved = await transition(
        found.session.id,
        ['requires_action'],
        approved ? { status: 'paid', paidAt: clock() } : { status: 'declined' },
      );
      if (!moved) return closedPage(reply, found.session.id, found.view.cancelUrl);
      await webhooks.send({ type: approved ? 'paid' : 'declined', sessionId: found.session.id });
      return reply.redirect(successUrl(found.session.successUrl, found.session.id), 303);
    },
  );
};
