/**
 * The one interface behind card payments by redirect. The sandbox provider (default) hosts
 * its checkout on our own server; the Stripe provider uses Checkout Sessions. Fulfilment only
 * ever trusts `getSession` or a webhook whose signature the provider verified.
 */
export type CheckoutStatus = 'open' | 'paid' | 'declined' | 'expired' | 'refunded';

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
  /** `refunded` and `disputed`: the money of a paid session went back at the provider. */
  type: 'paid' | 'expired' | 'declined' | 'refunded' | 'disputed';
  sessionId: string;
}

export interface PaymentProvider {
  name: 'sandbox' | 'stripe';
  createCheckout(request: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  getSession(sessionId: string): Promise<{ status: CheckoutStatus; orderId: number } | null>;
  /**
   * Closes a checkout that is still open so it can no longer be paid (a newer checkout of a
   * once-only offer replaced it). Answers the session's status afterwards: `paid` when the
   * payment won the race, so the caller settles it instead.
   */
  expireCheckout(sessionId: string): Promise<CheckoutStatus | null>;
  /** Gives a paid session's money back; idempotent per order, so a retry never refunds twice. */
  refund(sessionId: string, orderId: number): Promise<void>;
  /** Verifies the signature and reads the event; throws on a bad or stale signature. */
  parseWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<PaymentEvent | null>;
}
