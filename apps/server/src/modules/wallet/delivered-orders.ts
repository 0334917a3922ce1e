import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';

/**
 * Whether the player already has a delivered order of this product in this season (a seasonal
 * pack) or on this game day (the daily offer): the once-only rule the checkout enforces and the
 * offers page shows. The unique indexes on `orders` are the last guard; this is the early answer.
 */
export async function hasDeliveredOrder(
  db: Pick<Database, 'select'>,
  order: { userId: number; productId: number } & ({ seasonNumber: number } | { gameDay: string }),
) {
  const period =
    'seasonNumber' in order ? eq(orders.seasonNumber, order.seasonNumber) : eq(orders.gameDay, order.gameDay);
  const [done] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, order.userId),
        eq(orders.productId, order.productId),
        period,
        eq(orders.status, 'fulfilled'),
      ),
    )
    .limit(1);
  return Boolean(done);
}
