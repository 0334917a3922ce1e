import { bigint, bigserial, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

export const spinPrizeKind = pgEnum('spin_prize_kind', ['none', 'tickets', 'web_points']);

/**
 * The published prize table: one row per wheel segment, in wheel order. `boost` names the
 * VIP tier column that raises this segment's weight (vip_tiers.spin_*_boost_percent).
 */
export const spinPrizes = pgTable('spin_prizes', {
  slug: text().primaryKey(),
  position: integer().notNull().unique(),
  kind: spinPrizeKind().notNull(),
  amount: integer().notNull(),
  baseWeight: integer().notNull(),
  boost: text(),
});

export const spins = pgTable(
  'spins',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    prizeSlug: text().notNull(),
    kind: spinPrizeKind().notNull(),
    amount: integer().notNull(),
    cost: integer().notNull(),
    balanceAfter: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('spins_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('spins_created_idx').on(t.createdAt),
  ],
);
