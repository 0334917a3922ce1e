import type { OrderRefundKind } from '@pitchside/contract/ledger-descriptions';
import { eq } from 'drizzle-orm';
import { orderRefundIntents } from '../../db/schema/refunds.ts';
import { recordAudit } from '../audit/index.ts';
import { reverseCreatorShare, reversePurchaseBonus } from '../codes/index.ts';
import type { ValueScope } from '../wallet/index.ts';
import { markDeliveredOrderRefunded, type OrderRow } from './order-repository.ts';

export interface RefundRequest {
  orderId: number;
  reason: string;
  /** The admin who asked; null when the provider reported it (a refund or dispute at Stripe). */
  actor: { id: number; email: string; ip?: string } | null;
  /** The money already went back at the provider: only the portal's side is left to do. */
  refundedAtProvider: boolean;
  /** The support ticket this refund answers (issue 35): named in the audit record. */
  ticketId?: number;
  /** Why: support (an admin; the default), a refund at the provider, a chargeback. */
  kind?: Exclude<OrderRefundKind, 'duplicate'>;
}

export interface RefundOutcome {
  /** False when the order had been refunded before: nothing happened this time. */
  refunded: boolean;
  order: OrderRow;
  webPointsTaken: number;
}

/** A refund's own row in the balance history: never a "purchase" (issue 32). */
const LEDGER_TYPE_OF = {
  support: { type: 'refund', key: 'refund' },
  provider: { type: 'reversal', key: 'reversal' },
  chargeback: { type: 'chargeback', key: 'chargeback' },
} as const;
const NOTIFICATION_OF = {
  support: 'orderRefundedBySupport',
  provider: 'orderReversed',
  chargeback: 'orderChargedBack',
} as const;

/**
 * Step 3 of a refund (see order-refunds.ts): the portal's side, in the caller's transaction with
 * the order locked and still delivered.
 */
export async function finishRefund(
  scope: ValueScope,
  order: OrderRow,
  request: RefundRequest,
): Promise<RefundOutcome> {
  const credited = order.webPoints > 0 && order.recipientUserId !== null;
  let webPointsTaken = 0;
  const kind = request.kind ?? 'support';
  if (credited) {
    const reclaimed = await scope.reclaimWebPoints({
      userId: order.recipientUserId as number,
      upTo: order.webPoints,
      type: LEDGER_TYPE_OF[kind].type,
      reference: `refund:order:${order.id}`,
      description: {
        key: LEDGER_TYPE_OF[kind].key,
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
  // A promo code's bonus tickets go back too, and a creator's share no longer counts (issue 36).
  await reversePurchaseBonus(scope, order);
  await reverseCreatorShare(scope, order.id);
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
    kind,
    shortfall,
  });
  await scope.notify({
    userId: order.userId,
    type: 'payment',
    key: NOTIFICATION_OF[kind],
    params: {
      product: order.productName,
      productSlug: order.productSlug,
      order: order.id,
      ...(kind === 'support' ? { reason: request.reason } : {}),
    },
    link: '/account/balance-history',
  });
  await recordAudit(scope.tx, {
    at: scope.now,
    actor: request.actor ? { id: request.actor.id, email: request.actor.email } : null,
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
  await scope.tx.delete(orderRefundIntents).where(eq(orderRefundIntents.orderId, order.id));
  return { refunded: true, order: refunded, webPointsTaken };
}
