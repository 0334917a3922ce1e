import type { RefundRequest } from './order-refunds.ts';
import type { UserRow } from './order-repository.ts';
import type { PaymentEvent } from './payment-provider.ts';
import { previewDiscount } from '../codes/index.ts';
import { acceptUpsell, createGiftLink, createLink, declineUpsell } from './create-checkouts.ts';
import { createPaymentContext, type PaymentDeps } from './payment-deps.ts';
import { findProduct } from './purchase-rules.ts';
import { handleEvent, refundAndTell } from './refund-and-tell.ts';
import { receiptHtml, verifyPayment } from './verify-payment.ts';

export type { PaymentDeps } from './payment-deps.ts';

/**
 * The payments module's service: each operation lives in its own file as a plain function over
 * the payment context (decision 0031); this only binds them to one context.
 */
export function createPaymentService(deps: PaymentDeps) {
  const ctx = createPaymentContext(deps);
  return {
    findProduct: (variantId: string | number) => findProduct(ctx, variantId),
    createLink: (buyer: UserRow, variantId: string | number, consent: true, code?: string) =>
      createLink(ctx, buyer, variantId, consent, code),
    /** What a discount code would take off a product, for the checkout to show before paying. */
    previewDiscount: async (buyer: UserRow, variantId: string | number, code: string) => {
      const product = await findProduct(ctx, variantId);
      return previewDiscount(ctx.db, {
        userId: buyer.id,
        typed: code,
        product: { id: product.id, priceCents: product.priceCents },
        now: ctx.clock(),
      });
    },
    createGiftLink: (
      buyer: UserRow,
      variantId: string | number,
      recipientReferralId: string,
      consent: true,
    ) => createGiftLink(ctx, buyer, variantId, recipientReferralId, consent),
    acceptUpsell: (buyer: UserRow, upsellId: number, consent: true) =>
      acceptUpsell(ctx, buyer, upsellId, consent),
    declineUpsell: (buyer: UserRow, upsellId: number) => declineUpsell(ctx, buyer, upsellId),
    verify: (buyer: UserRow, sessionId: string) => verifyPayment(ctx, buyer, sessionId),
    receiptHtml: (buyer: UserRow, orderId: number) => receiptHtml(ctx, buyer, orderId),
    /** Gives a delivered order back (the back office); the buyer gets a refund e-mail with the reason. */
    refundOrder: (request: RefundRequest) =>
      refundAndTell(ctx, request, { kind: 'support', note: request.reason }),
    handleEvent: (event: PaymentEvent) => handleEvent(ctx, event),
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
