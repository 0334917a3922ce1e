import { UPSELL_TTL_SECONDS } from '@pitchside/contract/payments';
import { AppError } from '../../lib/app-error.ts';
import { applyPurchaseBonus, consumeDiscount, recordCreatorShare } from '../codes/index.ts';
import type { ValueCore } from '../wallet/index.ts';
import {
  buyerNickname,
  lockOrder,
  markOrderFulfilled,
  markOrderRefunded,
  type OrderRow,
} from './order-repository.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { insertUpsellOffer, markUpsellAccepted } from './upsell-repository.ts';

/** The upsell after a ticket package: half its base tickets again… */
const UPSELL_EXTRA_SHARE = 0.5;
/** …for 40 % of what the package cost, ending in 9 (4.99 → 1.99), never below 0.99. */
const UPSELL_PRICE_SHARE = 0.4;
const UPSELL_MIN_PRICE_CENTS = 99;
export const upsellExtraTickets = (baseTickets: number) => Math.round(baseTickets * UPSELL_EXTRA_SHARE);
export const upsellPriceCents = (paidCents: number) =>
  Math.max(UPSELL_MIN_PRICE_CENTS, Math.round((paidCents * UPSELL_PRICE_SHARE) / 10) * 10 - 1);

const ONCE_CONSTRAINTS = new Set([
  'orders_once_fulfilled_unique',
  'orders_seasonal_once_unique',
  'orders_daily_once_unique',
]);
/** Fulfilment found the once-only offer already delivered through another checkout. */
export class DuplicateDelivery extends Error {}
export const constraintOf = (error: unknown): string | undefined =>
  ((error as { cause?: { constraint?: string } }).cause ?? (error as { constraint?: string })).constraint;

/** Delivering a paid order, once, and refunding a second payment for a once-only offer. */
export function createFulfilment(deps: {
  core: ValueCore;
  provider: PaymentProvider;
  /** Called once, by the call that moved a duplicate payment to "refunded" (a refund e-mail). */
  onDuplicateRefunded?: (order: OrderRow) => Promise<void>;
}) {
  /**
   * The only place value is delivered. Row-locks the order; a fulfilled order is returned as
   * it is, so the verify call and any number of webhooks, concurrent or repeated, deliver once.
   */
  async function fulfil(orderId: number): Promise<{ order: OrderRow; delivered: boolean }> {
    try {
      const { result } = await deps.core.transact(
        async ({ tx, now, moveWebPoints, owe, recordPurchase, notify }) => {
          const order = await lockOrder(tx, orderId);
          if (!order) throw new AppError('PAYMENT_SESSION_NOT_FOUND', 'Payment session not found.');
          // A refunded order stays refunded; any other paid one (even a retired one) may deliver.
          if (order.status === 'fulfilled' || order.status === 'refunded') return { order, delivered: false };
          const updated = await markOrderFulfilled(tx, order.id, now);
          // The discount code its checkout reserved is used now, with the delivery (decision 0031).
          if (order.promoCode) await consumeDiscount(tx, order.id, now);
          const webPointsToLedger = order.webPoints > 0 && order.recipientUserId !== null;
          if (webPointsToLedger) {
            await moveWebPoints({
              userId: order.recipientUserId as number,
              amount: order.webPoints,
              type: 'purchase',
              reference: `order:${order.id}`,
              description: {
                key: order.kind === 'gift' ? 'gift' : 'purchase',
                params: { product: order.productName, productSlug: order.productSlug },
              },
            });
          }
          // The web points count for the player who receives them, as they do for the VIP tier.
          if (order.webPoints > 0) {
            await recordPurchase({
              playerId: order.recipientGamePlayerId,
              webPoints: order.webPoints,
              amountCents: order.amountCents,
            });
          }
          await owe({
            reference: `order:${order.id}`,
            playerId: order.recipientGamePlayerId,
            items: {
              tickets: order.totalTickets,
              energy: order.energy,
              skillPoints: order.skillPoints,
              superGoal: order.superGoal,
              ...(webPointsToLedger ? {} : { webPoints: order.webPoints }),
              ...(order.premiumType ? { premium: order.premiumType } : {}),
            },
          });
          if (order.kind === 'purchase' && order.productKind === 'ticket_package' && order.baseTickets > 0) {
            // A promo code's bonus on the next ticket purchase (issue 36), used once, by this order.
            await applyPurchaseBonus({ tx, now, owe }, order);
            const extraTickets = upsellExtraTickets(order.baseTickets);
            await insertUpsellOffer(tx, {
              orderId: order.id,
              userId: order.userId,
              productName: order.productName,
              extraTickets,
              // What the player ends up with from this purchase if they take the offer.
              totalTickets: order.totalTickets + extraTickets,
              specialPriceCents: upsellPriceCents(order.amountCents),
              createdAt: now,
              expiresAt: new Date(now.getTime() + UPSELL_TTL_SECONDS * 1000),
            });
          }
          if (order.upsellOfferId) {
            await markUpsellAccepted(tx, order.upsellOfferId);
          }
          // The creator this buyer supports earns their share of the payment (issue 36).
          await recordCreatorShare({ tx, now }, order);
          await notify({
            userId: order.userId,
            type: 'purchase',
            key: order.kind === 'gift' ? 'giftSent' : 'purchaseComplete',
            params: {
              product: order.productName,
              productSlug: order.productSlug,
              tickets: order.totalTickets,
              recipient: order.recipientNickname ?? '',
            },
            link: '/account/balance-history',
          });
          if (order.kind === 'gift' && order.recipientUserId) {
            const buyer = await buyerNickname(tx, order.userId);
            await notify({
              userId: order.recipientUserId,
              type: 'gift',
              key: 'giftReceived',
              params: {
                sender: buyer?.nickname ?? '',
                product: order.productName,
                productSlug: order.productSlug,
              },
            });
          }
          return { order: updated, delivered: true };
        },
      );
      // Only the call that delivered the order gets `delivered`: what follows (a mail) happens once.
      return result;
    } catch (error) {
      // A once-only offer was already delivered through another checkout: never deliver twice.
      if (ONCE_CONSTRAINTS.has(constraintOf(error) ?? '')) throw new DuplicateDelivery();
      throw error;
    }
  }

  /**
   * A second payment for a once-only offer got through (two provider sessions raced): the
   * provider gives the money back (idempotent per order), then the order reads "refunded".
   */
  async function refund(order: OrderRow): Promise<OrderRow> {
    await deps.provider.refund(order.providerSessionId as string, order.id);
    const { result: refunded } = await deps.core.transact(async ({ tx, now, notify }) => {
      const row = await markOrderRefunded(tx, order.id, now);
      // Only the call that moved the order to "refunded" tells the player, once: money taken and
      // given back without a word reads as "paid, nothing arrived".
      if (row) {
        await notify({
          userId: order.userId,
          type: 'purchase',
          key: 'paymentRefunded',
          params: { product: order.productName, productSlug: order.productSlug },
          link: '/account/balance-history',
        });
      }
      return row;
    });
    if (refunded) await deps.onDuplicateRefunded?.(refunded);
    return refunded ?? { ...order, status: 'refunded' };
  }

  return { fulfil, refund };
}
