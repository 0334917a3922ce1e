import { recordChargeback } from './chargebacks.ts';
import type { RefundRequest } from './order-refunds.ts';
import { orderBySession } from './order-repository.ts';
import type { PaymentEvent } from './payment-provider.ts';
import type { PaymentContext } from './payment-deps.ts';
import type { RefundReason } from './receipts.ts';
import { settle } from './settle.ts';

/** Gives an order back and, the one time it changes, tells the buyer why by e-mail. */
export async function refundAndTell(ctx: PaymentContext, request: RefundRequest, reason: RefundReason) {
  const outcome = await ctx.refunds.refundOrder(
    reason.kind === 'duplicate' ? request : { ...request, kind: reason.kind },
  );
  if (outcome.refunded) await ctx.mails.sendRefund(outcome.order, reason);
  return outcome;
}

/** A provider event, already signature-checked by the provider. */
export async function handleEvent(ctx: PaymentContext, event: PaymentEvent) {
  const order = await orderBySession(ctx.db, ctx.provider.name, event.sessionId);
  if (!order) return;
  // A dispute is recorded first and once, even for an order already refunded: the bank took the money.
  if (event.type === 'disputed') await recordChargeback(ctx.db, order, ctx.clock());
  if (event.type === 'refunded' || event.type === 'disputed') {
    // The money went back at the provider (a refund made there, or a chargeback): the portal
    // takes back what the order gave, through the same path as an admin's refund. A delivery
    // still on its way is refunded only once it has landed, by the provider's next event.
    if (order.status !== 'fulfilled') return;
    await refundAndTell(
      ctx,
      {
        orderId: order.id,
        reason: event.type === 'disputed' ? 'Payment disputed at the provider' : 'Refunded at the provider',
        actor: null,
        refundedAtProvider: true,
      },
      { kind: event.type === 'disputed' ? 'chargeback' : 'provider' },
    );
    return;
  }
  // The provider's own record decides, not the event body: a replayed or reordered event changes nothing.
  await settle(ctx, order);
}
