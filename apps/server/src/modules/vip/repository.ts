import { asc } from 'drizzle-orm';
import type { VipTier } from '@pitchside/contract/vip';
import type { Database } from '../../db/client.ts';
import { vipTiers } from '../../db/schema/vip.ts';

/** Every VIP tier, lowest first, in the contract's shape. */
/** Takes the pool or a transaction: a read inside a transaction must use that transaction's connection. */
export async function listVipTiers(db: Pick<Database, 'select'>): Promise<VipTier[]> {
  const rows = await db.select().from(vipTiers).orderBy(asc(vipTiers.tier));
  return rows.map((row) => ({
    tier: row.tier,
    slug: row.slug,
    name: row.name,
    color: row.color,
    icon: row.icon,
    minWebPoints: row.minWebPoints,
    maxWebPoints: row.maxWebPoints,
    bonusPercentage: row.bonusTicketPercent,
    discountPercentage: row.discountPercent,
    spin10WebPointsBoost: row.spin10WebPointsBoostPercent,
    spin100TicketBoost: row.spin100TicketBoostPercent,
    spin2000TicketsBoost: row.spin2000TicketsBoostPercent,
    spin2000LimitBoost: row.spin2000DailyLimitBoost,
  }));
}
