import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** What players bought inside the game, and the totals purchase lists rank by (read model, game.ts explains). */

/**
 * Web point purchases feeding the Top Web Point leaderboard: the demo world's history, what
 * ingestion adds, and one row per delivered webshop order with web points (written by the value
 * core in the delivery's transaction, for the player who receives the points).
 */
export const purchaseHistory = pgTable(
  'purchase_history',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    playerId: integer().notNull(),
    webPoints: integer().notNull(),
    amountCents: integer().notNull(),
    purchasedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    // Covers the period sums (time range → player, points) so they can read the index alone.
    index('purchase_history_time_idx').on(t.purchasedAt, t.playerId, t.webPoints),
    index('purchase_history_player_idx').on(t.playerId),
  ],
);

/**
 * All-time web point totals per player, so the all-time Top Web Point list is a top-N index
 * read too. Statement-level triggers on purchase_history keep it (migration 0003), whatever
 * writes purchases: the demo world, ingestion and the webshop's orders.
 */
export const playerPurchaseTotals = pgTable(
  'player_purchase_totals',
  {
    playerId: integer().primaryKey(),
    webPoints: integer().notNull().default(0),
    purchases: integer().notNull().default(0),
  },
  (t) => [
    index('player_purchase_totals_rank_idx').on(
      t.webPoints.desc().nullsFirst(),
      t.purchases.desc().nullsFirst(),
      t.playerId,
    ),
  ],
);

/**
 * The Top Web Point leaderboard's periods (last 30 days, this month), kept like the all-time
 * totals so each is a top-N index read. A period holds the purchases made at or after its
 * `startsAt`; triggers on purchase_history add and remove rows (migration 0014), and
 * `advance_purchase_window()` moves the start, subtracting only the purchases that left the
 * period since the last move (or adding them back if the start moves earlier).
 */
export const purchaseWindows = pgTable('purchase_windows', {
  period: text().primaryKey(),
  startsAt: timestamp({ withTimezone: true }).notNull(),
});

export const purchaseWindowTotals = pgTable(
  'purchase_window_totals',
  {
    period: text().notNull(),
    playerId: integer().notNull(),
    webPoints: integer().notNull().default(0),
    purchases: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.period, t.playerId] }),
    index('purchase_window_totals_rank_idx').on(
      t.period,
      t.webPoints.desc().nullsFirst(),
      t.purchases.desc().nullsFirst(),
      t.playerId,
    ),
  ],
);
