import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { recordAudit } from '../audit/index.ts';
import type { OrderRow } from './order-repository.ts';

/**
 * Records that the provider reported a dispute (chargeback) of an order's payment (issue 35):
 * `charged_back_at` is set once, in the same transaction as its audit record, so a webhook
 * delivered twice (or two deliveries racing) leaves one chargeback and one record. Only an order
 * whose money was taken (delivered, or refunded since) can be disputed. Whether the order's
 * value is taken back is the refund path's business, not this one's (decision 0035).
 */
export async function recordChargeback(db: Database, order: OrderRow, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [marked] = await tx
      .update(orders)
      .set({ chargedBackAt: now })
      .where(
        and(
          eq(orders.id, order.id),
          isNull(orders.chargedBackAt),
          inArray(orders.status, ['fulfilled', 'refunded']),
        ),
      )
      .returning({ status: orders.status });
    if (!marked) return false;
    await recordAudit(tx, {
      at: now,
      actor: null,
      action: 'order.charged_back',
      target: { type: 'order', id: order.id },
      before: { status: marked.status, userId: order.userId },
      after: { amountCents: order.amountCents, currency: order.currency },
      reason: 'Payment disputed at the provider',
    });
    return true;
  });
}
