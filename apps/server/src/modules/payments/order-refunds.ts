import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import type { ValueCore } from '../wallet/index.ts';
import { lockOrderOrBusy, markDeliveredOrderRefunded, type OrderRow } from './order-repository.ts';
import type { PaymentProvider } from './payment-provider.ts';

export interface RefundRequest {
  orderId: number;
  reason: string;
  /** The admin who asked; null when the provider reported it (a refund or dispute at Stripe). */
  actor: { id: number; email: string; ip?: string } | null;
  /** The money already went back at the provider: only the portal's side is left to do. */
  refundedAtProvider: boolean;
  /** The support ticket this refund answers (issue 35): named in the audit record. */
  ticketId?: number;
}

export interface RefundOutcome {
  /** False when the order had been refunded before: nothing happened this time. */
  refunded: boolean;
  order: OrderRow;
  webPointsTaken: number;
}

const busy = () =>
  new AppError(
    'OPERATION_IN_PROGRESS',
    'Another operation is in progress. You cannot perform two operations at the same time.',
    409,
  );

/**
 * Giving a delivered order back, once: the provider refunds the money, and in one transaction of
 * the value core the order reads "refunded", the web points it credited are taken back (down to
 * zero; the rest is the order's shortfall), the game is told to take the items back (a grant with
 * negative amounts, delivered by the durable grant job, exactly once by its reference), the
 * purchase leaves the Top Web Point lists, the buyer is told and the audit log records it. VIP
 * standing counts delivered orders only, so it follows by itself.
 */
export function createOrderRefunds(deps: { core: ValueCore; provider: PaymentProvider }) {
  async function refundOrder(request: RefundRequest): Promise<RefundOutcome> {
    const { result } = await deps.core.transact(async (scope) => {
      const order = await lockOrderOrBusy(scope.tx, request.orderId);
      if (order === 'busy') throw busy();
      if (!order) throw notFound('Order not found');
      if (order.status === 'refunded') return { refunded: false, order, webPointsTaken: 0 };
      if (order.status !== 'fulfilled')
        throw new AppError('CONFLICT', 'Only a completed order can be refunded', 409);

      // Money first, under the order's lock: if the provider fails nothing else changes, and a
      // retry is safe (the provider refunds an order once, by its idempotency key).
      if (!request.refundedAtProvider && order.providerSessionId)
        await deps.provider.refund(order.providerSessionId, order.id);

      const credited = order.webPoints > 0 && order.recipientUserId !== null;
      let webPointsTaken = 0;
      if (credited) {
        const reclaimed = await scope.reclaimWebPoints({
          userId: order.recipientUserId as number,
          upTo: order.webPoints,
          type: 'purchase',
          reference: `refund:order:${order.id}`,
          description: {
            key: 'refund',
            params: { product: order.productName, productSlug: order.productSlug },
          },
        });
        webPointsTaken = reclaimed.taken;
      }
      const shortfall = credited ? order.webPoints - webPointsTaken : 0;
      const takeBack = {
        tickets: -order.totalTickets,
        energy: -order.energy,
        skillPoints: -order.skillPoints,
        superGoal: -order.superGoal,
        ...(credited || order.webPoints === 0 ? {} : { webPoints: -order.webPoints }),
        ...(order.premiumType ? { premium: 'none' } : {}),
      };
      // Only an order that gave the game something asks the game for it back.
      if (Object.values(takeBack).some((value) => value !== 0)) {
        await scope.owe({
          reference: `refund:order:${order.id}`,
          playerId: order.recipientGamePlayerId,
          items: takeBack,
        });
      }
      if (order.webPoints > 0 && order.fulfilledAt) {
        await scope.forgetPurchase({
          playerId: order.recipientGamePlayerId,
          webPoints: order.webPoints,
          amountCents: order.amountCents,
          purchasedAt: order.fulfilledAt,
        });
      }
      const refunded = await markDeliveredOrderRefunded(scope.tx, order.id, {
        now: scope.now,
        reason: request.reason,
        shortfall,
      });
      await scope.notify({
        userId: order.userId,
        type: 'payment',
        key: 'orderRefunded',
        params: { product: order.productName, productSlug: order.productSlug, order: order.id },
        link: '/account/balance-history',
      });
      await recordAudit(scope.tx, {
        at: scope.now,
        actor: request.actor,
        action: request.refundedAtProvider ? 'order.refunded_at_provider' : 'order.refund',
        target: { type: 'order', id: order.id },
        before: { status: 'fulfilled', userId: order.userId },
        after: {
          status: 'refunded',
          webPointsTaken,
          shortfall,
          amountCents: order.amountCents,
          currency: order.currency,
          ...(request.ticketId ? { ticketId: request.ticketId } : {}),
        },
        reason: request.reason,
        ...(request.actor?.ip ? { ip: request.actor.ip } : {}),
      });
      return { refunded: true, order: refunded, webPointsTaken };
    });
    return result;
  }

  return { refundOrder };
}

export type OrderRefunds = ReturnType<typeof createOrderRefunds>;
