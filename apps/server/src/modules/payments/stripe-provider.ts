import Stripe from 'stripe';
import { AppError } from '../../lib/app-error.ts';
import type { CheckoutStatus, PaymentProvider } from './payment-provider.ts';

/**
 * Card payments through Stripe Checkout Sessions, selected by STRIPE_SECRET_KEY. The session
 * id ties the checkout to our order; fulfilment trusts only Stripe's own record of the
 * session (retrieved by id) or a webhook whose signature Stripe's library verified.
 */
export function createStripeProvider(options: {
  secretKey: string;
  webhookSecret: string;
  /** Tests point the SDK at a local fake Stripe. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(options.api ?? {}),
  });
  const statusOf = (session: Stripe.Checkout.Session): CheckoutStatus => {
    if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') return 'paid';
    if (session.status === 'expired') return 'expired';
    return 'open';
  };
  const provider: PaymentProvider = {
    name: 'stripe',
    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          customer_email: request.customerEmail,
          client_reference_id: String(request.orderId),
          metadata: { orderId: String(request.orderId) },
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.amountCents,
                product_data: { name: request.description },
              },
            },
          ],
          success_url: request.successUrl.replace('{SESSION_ID}', '{CHECKOUT_SESSION_ID}'),
          cancel_url: request.cancelUrl,
          expires_at: Math.floor(request.expiresAt.getTime() / 1000),
        },
        // A retried create never opens a second checkout for the same order.
        { idempotencyKey: `order-${request.orderId}` },
      );
      if (!session.url) throw new AppError('INTERNAL_ERROR', 'Checkout URL not found', 502);
      return { sessionId: session.id, url: session.url };
    },
    async getSession(sessionId) {
      try {
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        return {
          status: statusOf(session),
          orderId: Number(session.metadata?.orderId ?? session.client_reference_id),
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },
    async expireCheckout(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
      } catch (error) {
        // Stripe refuses to expire a session that is already complete or expired: read what it is.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      }
      return (await provider.getSession(sessionId))?.status ?? null;
    },
    async refund(sessionId, orderId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      const paymentIntent =
        typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      if (!paymentIntent) throw new Error(`checkout session ${sessionId} has no payment to refund`);
      // One refund per order, however often the duplicate is seen.
      await stripe.refunds.create(
        { payment_intent: paymentIntent, metadata: { orderId: String(orderId) } },
        { idempotencyKey: `refund-order-${orderId}` },
      );
    },
    async parseWebhook(rawBody, headers) {
      const signature = headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          typeof signature === 'string' ? signature : '',
          options.webhookSecret,
        );
      } catch {
        throw new AppError('FORBIDDEN', 'Invalid webhook signature', 400);
      }
      if (event.type === 'charge.refunded' || event.type === 'charge.dispute.created') {
        // A refund made in Stripe's dashboard, or a chargeback: find the checkout it paid for.
        const paid = event.data.object as { payment_intent?: string | { id: string } | null };
        const paymentIntent =
          typeof paid.payment_intent === 'string' ? paid.payment_intent : paid.payment_intent?.id;
        if (!paymentIntent) return null;
        const found = await stripe.checkout.sessions.list({ payment_intent: paymentIntent, limit: 1 });
        const sessionId = found.data[0]?.id;
        if (!sessionId) return null;
        return { type: event.type === 'charge.refunded' ? 'refunded' : 'disputed', sessionId };
      }
      const session = event.data.object as { id?: string; object?: string };
      if (session.object !== 'checkout.session' || !session.id) return null;
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded':
          return { type: 'paid', sessionId: session.id };
        case 'checkout.session.async_payment_failed':
          return { type: 'declined', sessionId: session.id };
        case 'checkout.session.expired':
          return { type: 'expired', sessionId: session.id };
        default:
          return null;
      }
    },
  };
  return provider;
}
