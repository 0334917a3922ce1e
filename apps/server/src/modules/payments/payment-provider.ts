/**
 * The one interface behind card payments by redirect. The sandbox provider (default) hosts
 * its checkout on our own server; the Stripe provider uses Checkout Sessions. Fulfilment only
 * ever trusts `getSession` or a webhook whose signature the provider verified.
 */
export type CheckoutStatus = 'open' | 'paid' | 'declined' | 'expired';

export interface CheckoutRequest {
  orderId: number;
  amountCents: number;
  currency: string;
  description: string;
  customerEmail: string;
  /** `{SESSION_ID}` is replaced by the provider's session id. */
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
}

export interface PaymentEvent {
  type: 'paid' | 'expired' | 'declined';
  sessionId: string;
}

export interface PaymentProvider {
  name: 'sandbox' | 'stripe';
  createCheckout(request: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  getSession(sessionId: string): Promise<{ status: CheckoutStatus; orderId: number } | null>;
  /** Verifies the signature and reads the event; throws on a bad or stale signature. */
  parseWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<PaymentEvent | null>;
}
