import { AppError } from '../../lib/app-error.ts';
import { buyerOrderBySession, orderById, type UserRow } from './order-repository.ts';
import type { PaymentContext } from './payment-deps.ts';
import { settle } from './settle.ts';
import { openUpsellOfOrder } from './upsell-repository.ts';

/** The confirmation page's call: settles the order from the provider's word and reports it. */
export async function verifyPayment(ctx: PaymentContext, buyer: UserRow, sessionId: string) {
  const order = await buyerOrderBySession(ctx.db, ctx.provider.name, sessionId, buyer.id);
  if (!order) throw new AppError('PAYMENT_SESSION_NOT_FOUND', 'Payment session not found.');
  const settled = await settle(ctx, order);
  if (settled.status === 'expired')
    throw new AppError('PAYMENT_SESSION_EXPIRED', 'Payment session has expired.');
  // A second payment of a once-only offer; a delivered order given back later (support, the
  // provider, a chargeback) is reported as refunded with its real reason (issue 32).
  if (settled.status === 'refunded' && (settled.refundKind === 'duplicate' || settled.refundedAt === null)) {
    throw new AppError(
      'ALREADY_PURCHASED',
      'This offer was already delivered, so this payment has been refunded.',
      409,
    );
  }
  const offer =
    settled.status === 'fulfilled' && settled.kind === 'purchase'
      ? await openUpsellOfOrder(ctx.db, settled.id, ctx.clock())
      : null;
  return { order: settled, upsell: offer };
}

/** `GET /api/payments/orders/{id}/receipt`: the receipt of one of the buyer's paid orders, as HTML. */
export async function receiptHtml(
  ctx: PaymentContext,
  buyer: UserRow,
  orderId: number,
): Promise<{ html: string; orderId: number }> {
  const order = await orderById(ctx.db, orderId);
  if (!order || order.userId !== buyer.id || (order.status !== 'fulfilled' && order.status !== 'refunded'))
    throw new AppError('NOT_FOUND', 'Order not found');
  return { html: ctx.mails.receiptMessage(order, buyer).html, orderId: order.id };
}
