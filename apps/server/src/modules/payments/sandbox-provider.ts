import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sandboxSessions } from '../../db/schema/orders.ts';
import { AppError } from '../../lib/app-error.ts';
import { randomToken } from '../../lib/security/tokens.ts';
import type { CheckoutStatus, PaymentProvider } from './payment-provider.ts';
import { SANDBOX_SIGNATURE_HEADER, verifyWebhookSignature } from './webhook-signature.ts';

/**
 * The default provider: a card checkout hosted by our own server at /sandbox/checkout/:id
 * (sandbox-routes.ts). Sessions live in PostgreSQL; the hosted page changes their status and
 * sends signed webhooks, exactly like a real provider would.
 */
export function createSandboxProvider(options: {
  db: Database;
  publicUrl: string;
  webhookSecret: string;
  clock: () => Date;
}): PaymentProvider {
  const { db } = options;
  const statusOf = (row: typeof sandboxSessions.$inferSelect): CheckoutStatus => {
    if (row.status !== 'open' && row.status !== 'requires_action') return row.status;
    return row.expiresAt <= options.clock() ? 'expired' : 'open';
  };
  const provider: PaymentProvider = {
    name: 'sandbox',
    async createCheckout(request) {
      const id = `cs_sandbox_${randomToken()}`;
      await db.insert(sandboxSessions).values({
        id,
        orderId: request.orderId,
        amountCents: request.amountCents,
        currency: request.currency,
        description: request.description,
        customerEmail: request.customerEmail,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        createdAt: options.clock(),
        expiresAt: request.expiresAt,
      });
      return { sessionId: id, url: `${options.publicUrl.replace(/\/$/, '')}/sandbox/checkout/${id}` };
    },
    async getSession(sessionId) {
      const [row] = await db.select().from(sandboxSessions).where(eq(sandboxSessions.id, sessionId));
      return row ? { status: statusOf(row), orderId: row.orderId } : null;
    },
    async expireCheckout(sessionId) {
      // Only an unpaid session closes; a payment that got there first stays paid.
      await db
        .update(sandboxSessions)
        .set({ status: 'expired' })
        .where(
          and(
            eq(sandboxSessions.id, sessionId),
            inArray(sandboxSessions.status, ['open', 'requires_action']),
          ),
        );
      return (await provider.getSession(sessionId))?.status ?? null;
    },
    async refund(sessionId) {
      await db
        .update(sandboxSessions)
        .set({ status: 'refunded', refundedAt: options.clock() })
        .where(and(eq(sandboxSessions.id, sessionId), eq(sandboxSessions.status, 'paid')));
      const status = (await provider.getSession(sessionId))?.status;
      if (status !== 'refunded')
        throw new Error(`sandbox session ${sessionId} cannot be refunded (${status})`);
    },
    async parseWebhook(rawBody, headers) {
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      const body = rawBody.toString('utf8');
      if (
        !verifyWebhookSignature(options.webhookSecret, body, typeof header === 'string' ? header : undefined)
      ) {
        throw new AppError('FORBIDDEN', 'Invalid webhook signature', 400);
      }
      let event: { type?: unknown; sessionId?: unknown };
      try {
        event = JSON.parse(body) as typeof event;
      } catch {
        // Signed by us but not JSON: nothing to act on, and nothing a retry would change.
        throw new AppError('VALIDATION_FAILED', 'The body is not valid JSON', 400);
      }
      if (event === null || typeof event !== 'object') return null;
      if (typeof event.sessionId !== 'string' || event.sessionId.includes('\u0000')) return null;
      // `disputed` lets a test or a developer play a bank's chargeback, as Stripe reports one.
      const types = ['paid', 'expired', 'declined', 'disputed'] as const;
      const type = types.find((candidate) => candidate === event.type);
      if (!event.sessionId || !type) return null;
      return { type, sessionId: event.sessionId };
    },
  };
  return provider;
}
