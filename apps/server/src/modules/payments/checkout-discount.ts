import { CHECKOUT_TTL_SECONDS } from '@pitchside/contract/payments';
import { AppError } from '../../lib/app-error.ts';
import { checkoutsHoldingCode, freeDiscount, reserveDiscount } from '../codes/index.ts';
import { closePendingOrder, orderById, setOrderDiscount, type OrderRow } from './order-repository.ts';
import type { PaymentContext } from './payment-deps.ts';
import { settle } from './settle.ts';

/**
 * Before a code is reserved for a new checkout, the checkouts holding it that can no longer be
 * paid give it back: the buyer's own earlier ones (closed at the provider: a player who went back
 * and tries again keeps their code) and anyone's whose session has run out (an abandoned checkout
 * gives its code back even if no expiry event ever arrives). A session paid meanwhile is
 * delivered instead, and keeps the code.
 */
export async function releaseHeldCode(ctx: PaymentContext, buyerId: number, typed: string) {
  const staleBefore = new Date(ctx.clock().getTime() - CHECKOUT_TTL_SECONDS * 1000);
  const held = await checkoutsHoldingCode(ctx.db, { typed, userId: buyerId, staleBefore });
  for (const orderId of held) {
    const order = await orderById(ctx.db, orderId);
    // A checkout being opened right now has no session yet: the code's lock settles that race.
    if (!order?.providerSessionId || order.status !== 'pending') continue;
    await ctx.provider.expireCheckout(order.providerSessionId);
    await settle(ctx, order);
  }
}

/**
 * Reserves the code for the order and prices it, in one transaction. A refused code closes the
 * order (it never reached the provider) and answers the same refusal /redeem would.
 */
export async function reserveCheckoutCode(
  ctx: PaymentContext,
  order: OrderRow,
  typed: string,
): Promise<OrderRow> {
  try {
    const { result } = await ctx.core.transact(async ({ tx, now }) => {
      const priced = await reserveDiscount(
        { tx, now },
        {
          userId: order.userId,
          typed,
          product: { id: order.productId, priceCents: order.amountCents },
          orderId: order.id,
          ip: null,
        },
      );
      const updated = await setOrderDiscount(tx, order.id, priced);
      // Retired by a newer checkout of the same offer while opening: nothing is reserved.
      if (!updated) throw new AppError('PAYMENT_SESSION_EXPIRED', 'Payment session has expired.');
      return updated;
    });
    return result;
  } catch (error) {
    await closePendingOrder(ctx.db, order.id, {
      status: 'failed',
      failureReason: 'promo code refused',
      now: ctx.clock(),
    });
    throw error;
  }
}

/** A retired checkout (closed unpaid at the provider) gives its code back. */
export async function freeRetiredCode(ctx: PaymentContext, order: OrderRow) {
  if (!order.promoCode) return;
  await ctx.db.transaction((tx) => freeDiscount(tx, order.id, ctx.clock()));
}
