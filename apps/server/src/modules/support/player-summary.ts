import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { TicketPlayerSummary } from '@pitchside/contract/support';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { orders } from '../../db/schema/orders.ts';
import { vipStanding } from '../wallet/index.ts';

const RECENT_ORDERS = 5;

/** A ticket's player at a glance: balance, VIP tier, the last orders and unsettled refunds. */
export async function playerSummaryOf(db: Database, userId: number, now: Date): Promise<TicketPlayerSummary> {
  const [user] = await db.select({ webPoints: users.webPoints }).from(users).where(eq(users.id, userId));
  const balance = user?.webPoints ?? 0;
  const [vip, recent, [shortfalls]] = await Promise.all([
    vipStanding(db, userId, balance, now),
    db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(RECENT_ORDERS),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.status, 'refunded'), gt(orders.refundShortfall, 0))),
  ]);
  return {
    webPoints: balance,
    vipTierName: vip.tierName,
    recentOrders: recent.map((order) => ({
      id: order.id,
      productName: order.productName,
      status: order.status,
      amountCents: order.amountCents,
      currency: order.currency,
      createdAt: order.createdAt.toISOString(),
    })),
    refundShortfalls: shortfalls?.count ?? 0,
  };
}
