import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/**
 * VIP tiers (DESIGN.md §1): thresholds and benefits are data, not code. Seeded by the
 * migration that creates the table; the back office may tune the numbers later.
 */
export const vipTiers = pgTable(
  'vip_tiers',
  {
    tier: smallint().primaryKey(),
    slug: text().notNull().unique(),
    name: text().notNull(),
    color: text().notNull(),
    icon: text().notNull(),
    /** Web points bought in the last 30 days needed for this tier. */
    minWebPoints: integer().notNull(),
    /** Null for the top tier. */
    maxWebPoints: integer(),
    bonusTicketPercent: integer().notNull().default(0),
    discountPercent: integer().notNull().default(0),
    spin10WebPointsBoostPercent: integer().notNull().default(0),
    spin100TicketBoostPercent: integer().notNull().default(0),
    spin2000TicketsBoostPercent: integer().notNull().default(0),
    /** Extra 2000 ticket spins per day. */
    spin2000DailyLimitBoost: integer().notNull().default(0),
  },
  (t) => [
    check('vip_tiers_tier_range', sql`${t.tier} between 0 and 5`),
    check(
      'vip_tiers_web_points_range',
      sql`${t.minWebPoints} >= 0 and (${t.maxWebPoints} is null or ${t.maxWebPoints} >= ${t.minWebPoints})`,
    ),
  ],
);
