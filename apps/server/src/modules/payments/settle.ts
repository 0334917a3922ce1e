import { freeDiscount } from '../codes/index.ts';
import { renderMail } from '../mail/index.ts';
import { DuplicateDelivery } from './fulfilment.ts';
import { buyerNickname, closePendingOrder, userById, type OrderRow } from './order-repository.ts';
import type { PaymentContext } from './payment-deps.ts';
import { reofferUpsell } from './upsell-repository.ts';

async function mailGiftRecipient(ctx: PaymentContext, order: OrderRow) {
  if (!ctx.mail || !order.recipientUserId) return;
  const recipient = await userById(ctx.db, order.recipientUserId);
  const buyer = await buyerNickname(ctx.db, order.userId);
  if (!recipient) return;
  await ctx.mail.send(
    renderMail('giftReceived', {
      to: recipient.email,
      language: recipient.language,
      product: ctx.productName ?? 'Pitchside',
      vars: {
        name: recipient.name,
        sender: buyer?.nickname ?? '',
        pack: order.productName,
        tickets: new Intl.NumberFormat(recipient.language).format(order.totalTickets),
      },
      link: ctx.publicUrl.replace(/\/$/, ''),
    }),
  );
}

/**
 * Closes a checkout that was not paid and, in the same transaction, gives back the discount code
 * it had reserved (decision 0031). Null when the order was no longer pending.
 */
export async function closeUnpaid(
  ctx: PaymentContext,
  orderId: number,
  close: { status: 'expired' | 'failed'; failureReason: string },
) {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const closed = await closePendingOrder(tx, orderId, { ...close, now });
    if (closed) await freeDiscount(tx, orderId, now);
    return closed;
  });
}

/**
 * Brings an order in line with the provider's record of its session: delivers a paid one (once),
 * refunds a duplicate, closes an expired or declined one. Every path that learns about a payment
 * (verify, webhooks, a retired checkout) ends here.
 */
export async function settle(ctx: PaymentContext, order: OrderRow): Promise<OrderRow> {
  if (order.status === 'fulfilled' || order.status === 'refunded' || !order.providerSessionId) return order;
  const { fulfil, refund } = ctx.fulfilment;
  const session = await ctx.provider.getSession(order.providerSessionId);
  if (session?.status === 'refunded') return refund(order);
  if (session?.status === 'paid') {
    let fulfilled: Awaited<ReturnType<typeof fulfil>>;
    try {
      fulfilled = await fulfil(order.id);
    } catch (error) {
      if (error instanceof DuplicateDelivery) return refund(order);
      throw error;
    }
    const { order: done, delivered } = fulfilled;
    // Only the call that delivered the order (its grant already handed to the game) mails.
    if (delivered) await ctx.mails.sendReceipt(done);
    if (delivered && done.kind === 'gift') await mailGiftRecipient(ctx, done);
    return done;
  }
  if (session?.status === 'expired' || session?.status === 'declined') {
    const status = session.status === 'expired' ? 'expired' : 'failed';
    const closed = await closeUnpaid(ctx, order.id, { status, failureReason: session.status });
    // A declined card or an abandoned checkout does not use up the offer it was for: while its
    // five minutes last, the player may take it again.
    if (closed?.upsellOfferId) await reofferUpsell(ctx.db, closed.upsellOfferId, ctx.clock());
    return closed ?? order;
  }
  return order;
}
