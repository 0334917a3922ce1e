import type { OrderRefundKind } from '@pitchside/contract/ledger-descriptions';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { orderRefundIntents } from '../../db/schema/refunds.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { reverseCreatorShare, reversePurchaseBonus } from '../codes/index.ts';
import type { ValueCore, ValueScope } from '../wallet/index.ts';
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
  /** Why: support (an admin; the default), a refund at the provider, a chargeback. */
  kind?: Exclude<OrderRefundKind, 'duplicate'>;
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

export interface RefundOutcome {
  /** False when the order had been refunded before: nothing happened this time. */
  refunded: boolean;
  order: OrderRow;
  webPointsTaken: number;
}

type Intent = typeof orderRefundIntents.$inferSelect;

/** Recovery gives up on an intent the provider refused this many times (logged for an admin). */
export const MAX_RECOVERY_ATTEMPTS = 10;

const busy = () =>
  new AppError(
    'OPERATION_IN_PROGRESS',
    'Another operation is in progress. You cannot perform two operations at the same time.',
    409,
  );

/**
 * Giving a delivered order back, once (decision 0023). An admin's refund runs in three steps:
 *
 * 1. *started*: under the order's lock a refund intent is committed (reason, admin, time);
 * 2. the provider refunds the money (at most once per order, by its idempotency key);
 * 3. *finished*: in one transaction of the value core the order reads "refunded", the web
 *    points it credited are taken back (down to zero; the rest is the order's shortfall), the game
 *    is told to take the items back (a grant with negative amounts, delivered by the durable grant
 *    job, exactly once by its reference), the purchase leaves the Top Web Point lists, the buyer is
 *    told, the audit log records it and the intent is deleted.
 *
 * A crash between 2 and 3 leaves the intent: the `refund-recovery` job finishes it after a
 * restart. Step 3 runs once whoever reaches it first (request, repeat, or job): it needs the
 * order locked and still `fulfilled`. VIP standing counts delivered orders only, so it follows.
 */
/** The admin's refund a started intent stands for. */
const requestOf = (intent: Intent): RefundRequest => ({
  orderId: intent.orderId,
  reason: intent.reason,
  actor:
    intent.actorUserId !== null
      ? {
          id: intent.actorUserId,
          email: intent.actorEmail ?? '',
          ...(intent.actorIp ? { ip: intent.actorIp } : {}),
        }
      : null,
  refundedAtProvider: false,
});

export function createOrderRefunds(deps: { core: ValueCore; provider: PaymentProvider }) {
  /** Step 3: the portal's side, in one transaction; nothing if another path finished first. */
  async function finish(scope: ValueScope, order: OrderRow, request: RefundRequest): Promise<RefundOutcome> {
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

  /** Locks the order and finishes it if still delivered; a refunded one answers "nothing to do". */
  async function finishLocked(request: RefundRequest): Promise<RefundOutcome> {
    const { result } = await deps.core.transact(async (scope) => {
      const order = await lockOrderOrBusy(scope.tx, request.orderId);
      if (order === 'busy') throw busy();
      if (!order) throw notFound('Order not found');
      if (order.status === 'refunded') return { refunded: false, order, webPointsTaken: 0 };
      if (order.status !== 'fulfilled')
        throw new AppError('CONFLICT', 'Only a completed order can be refunded', 409);
      // The provider's "refunded" event of an admin's own refund may arrive before the admin's
      // request finishes: the refund is still the admin's, with their reason, in the audit log.
      if (request.refundedAtProvider) {
        const [intent] = await scope.tx
          .select()
          .from(orderRefundIntents)
          .where(eq(orderRefundIntents.orderId, order.id));
        if (intent) return finish(scope, order, requestOf(intent));
      }
      return finish(scope, order, request);
    });
    return result;
  }

  async function refundOrder(request: RefundRequest): Promise<RefundOutcome> {
    // The money already went back at the provider: nothing outside the database is left to do.
    if (request.refundedAtProvider) return finishLocked(request);

    // Step 1: the refund is recorded as started, under the order's lock, before any money moves.
    type Started = { done: RefundOutcome } | { order: OrderRow; created: boolean };
    const { result: started } = await deps.core.transact(async (scope): Promise<Started> => {
      const order = await lockOrderOrBusy(scope.tx, request.orderId);
      if (order === 'busy') throw busy();
      if (!order) throw notFound('Order not found');
      if (order.status === 'refunded') return { done: { refunded: false, order, webPointsTaken: 0 } };
      if (order.status !== 'fulfilled')
        throw new AppError('CONFLICT', 'Only a completed order can be refunded', 409);
      const [created] = await scope.tx
        .insert(orderRefundIntents)
        .values({
          orderId: order.id,
          reason: request.reason,
          actorUserId: request.actor?.id ?? null,
          actorEmail: request.actor?.email ?? null,
          actorIp: request.actor?.ip ?? null,
          startedAt: scope.now,
        })
        .onConflictDoNothing()
        .returning({ orderId: orderRefundIntents.orderId });
      return { order, created: Boolean(created) };
    });
    if ('done' in started) return started.done;
    const { order } = started;

    // Step 2: the money. A refusal from the provider undoes step 1 (nothing moved; a retry is
    // safe), unless an earlier request had started this refund: that one, or the job, ends it.
    if (order.providerSessionId) {
      try {
        await deps.provider.refund(order.providerSessionId, order.id);
      } catch (error) {
        if (started.created)
          await deps.core.transact((scope) =>
            scope.tx.delete(orderRefundIntents).where(eq(orderRefundIntents.orderId, order.id)),
          );
        throw error;
      }
    }
    // Step 3.
    return finishLocked(request);
  }

  /**
   * The `refund-recovery` job: finishes refunds started before `olderThan` and never finished
   * (their server died between the provider and the portal). Answers how many it finished.
   */
  async function recoverStartedRefunds(options: {
    olderThan: Date;
    log?: { error(object: object, message: string): void };
  }): Promise<number> {
    const { result: intents } = await deps.core.transact((scope) =>
      scope.tx
        .select()
        .from(orderRefundIntents)
        .where(
          and(
            lt(orderRefundIntents.startedAt, options.olderThan),
            lt(orderRefundIntents.attempts, MAX_RECOVERY_ATTEMPTS),
          ),
        )
        .orderBy(asc(orderRefundIntents.startedAt))
        .limit(100),
    );
    let finished = 0;
    for (const intent of intents) {
      try {
        if (await recoverOne(intent)) finished += 1;
      } catch (error) {
        // Another path holds the order right now: it finishes it, or the next run does.
        if (error instanceof AppError && error.code === 'OPERATION_IN_PROGRESS') continue;
        options.log?.error({ err: error, orderId: intent.orderId }, 'refund recovery failed');
        await deps.core.transact((scope) =>
          scope.tx
            .update(orderRefundIntents)
            .set({
              attempts: sql`${orderRefundIntents.attempts} + 1`,
              lastError: String((error as Error).message ?? error).slice(0, 500),
            })
            .where(eq(orderRefundIntents.orderId, intent.orderId)),
        );
      }
    }
    return finished;
  }

  async function recoverOne(intent: Intent): Promise<boolean> {
    const request = requestOf(intent);
    const { result: order } = await deps.core.transact(async (scope) => {
      const row = await lockOrderOrBusy(scope.tx, intent.orderId);
      if (row === 'busy') return 'busy' as const;
      // Finished or never deliverable: the intent has nothing left to do.
      if (!row || row.status !== 'fulfilled') {
        await scope.tx.delete(orderRefundIntents).where(eq(orderRefundIntents.orderId, intent.orderId));
        return null;
      }
      return row;
    });
    if (order === 'busy' || order === null) return false;
    if (order.providerSessionId) await deps.provider.refund(order.providerSessionId, order.id);
    const outcome = await finishLocked(request);
    return outcome.refunded;
  }

  return { refundOrder, recoverStartedRefunds };
}

export type OrderRefunds = ReturnType<typeof createOrderRefunds>;
