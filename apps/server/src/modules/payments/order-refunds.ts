import { eq } from 'drizzle-orm';
import { orderRefundIntents } from '../../db/schema/refunds.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { ValueCore } from '../wallet/index.ts';
import { lockOrderOrBusy, type OrderRow } from './order-repository.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { finishRefund, type RefundOutcome, type RefundRequest } from './refund-finish.ts';
import { recoverStartedRefunds, requestOf } from './refund-recovery.ts';

export type { RefundOutcome, RefundRequest } from './refund-finish.ts';
export { MAX_RECOVERY_ATTEMPTS } from './refund-recovery.ts';

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
export function createOrderRefunds(deps: { core: ValueCore; provider: PaymentProvider }) {
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
        if (intent) return finishRefund(scope, order, requestOf(intent));
      }
      return finishRefund(scope, order, request);
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

  return {
    refundOrder,
    recoverStartedRefunds: (options: Parameters<typeof recoverStartedRefunds>[1]) =>
      recoverStartedRefunds({ ...deps, finishLocked }, options),
  };
}

export type OrderRefunds = ReturnType<typeof createOrderRefunds>;
