import { and, eq, gte, sql } from 'drizzle-orm';
import type { VipObject } from '@pitchside/contract/account';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { webPointLedger } from '../../db/schema/wallet.ts';
import { lifetimeEarnedSql } from './lifetime-sql.ts';
import { listVipTiers } from '../vip/index.ts';

const DAY_MS = 86_400_000;

/**
 * spec §6: the VIP tier comes from web points bought in the last 30 days. Only paid orders
 * count (free daily web points never do); a gift counts for the buyer, who paid for it.
 */
export async function vipStanding(
  db: Pick<Database, 'select'>,
  userId: number,
  balance: number,
  now: Date,
): Promise<VipObject> {
  const [totals] = await db
    .select({
      last30: sql<number>`coalesce(sum(${orders.webPoints}) filter (where ${orders.fulfilledAt} >= ${new Date(now.getTime() - 30 * DAY_MS)}), 0)::int`,
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'fulfilled'), gte(orders.amountCents, 1)));
  const [lifetime] = await db
    .select({ earned: lifetimeEarnedSql })
    .from(webPointLedger)
    .where(eq(webPointLedger.userId, userId));
  const last30 = totals?.last30 ?? 0;
  const tiers = await listVipTiers(db);
  const current = [...tiers].reverse().find((tier) => last30 >= tier.minWebPoints) ?? tiers[0];
  const next = tiers.find((tier) => tier.tier === (current?.tier ?? 0) + 1);
  return {
    tier: current?.tier ?? 0,
    tierName: current && current.tier > 0 ? current.name : 'No VIP',
    tierSlug: current && current.tier > 0 ? current.slug : 'no-vip',
    tierColor: current && current.tier > 0 ? current.color : 'grey',
    tierIcon: current?.icon ?? 'shield',
    bonusPercentage: current?.bonusPercentage ?? 0,
    discountPercentage: current?.discountPercentage ?? 0,
    currentBalance: balance,
    last30DaysWebpoints: last30,
    // The balance history's "Lifetime earned": one definition (issue 32).
    totalLifetimeWebpoints: lifetime?.earned ?? 0,
    minRequirement: current?.minWebPoints ?? 0,
    maxRequirement: current?.maxWebPoints ?? null,
    nextTierRequirement: next ? next.minWebPoints : null,
  };
}

export { vipBonusTickets } from '@pitchside/contract/vip-bonus';
