import {
  LEDGER_ENTRY_TYPES,
  type LedgerDescriptionKey,
  type LedgerDescriptionParams,
} from '@pitchside/contract/ledger-descriptions';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

export const ledgerEntryType = pgEnum('ledger_entry_type', LEDGER_ENTRY_TYPES);

/**
 * Every change of a player's web points, written in the same transaction as the balance on
 * `users.web_points`. `reference` is the idempotency key of the change (one order, one spin,
 * one claim): a repeat of the same change cannot be written twice.
 */
export const webPointLedger = pgTable(
  'web_point_ledger',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: ledgerEntryType().notNull(),
    amount: integer().notNull(),
    balanceAfter: integer().notNull(),
    reference: text().notNull(),
    /** The English text, for API clients and the back office. */
    description: text().notNull(),
    /** The same as a key and values, which the web writes in the reader's language. */
    descriptionKey: text().$type<LedgerDescriptionKey>(),
    descriptionParams: jsonb().$type<LedgerDescriptionParams>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('web_point_ledger_reference_unique').on(t.reference),
    index('web_point_ledger_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    check('web_point_ledger_amount_non_zero', sql`${t.amount} <> 0`),
    check('web_point_ledger_balance_non_negative', sql`${t.balanceAfter} >= 0`),
  ],
);

export const grantStatus = pgEnum('grant_status', ['pending', 'applied']);

/**
 * Items owed to a game player (tickets, energy, skill points, super goal, premium). Written in
 * the fulfilment transaction; a durable job hands it to the game with `reference` as the
 * idempotency key, retrying until the game confirms.
 */
export const gameGrants = pgTable(
  'game_grants',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    reference: text().notNull(),
    gamePlayerId: integer().notNull(),
    items: jsonb()
      .$type<{
        tickets?: number;
        energy?: number;
        skillPoints?: number;
        superGoal?: number;
        premium?: string;
      }>()
      .notNull(),
    status: grantStatus().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('game_grants_reference_unique').on(t.reference),
    index('game_grants_pending_idx').on(t.status, t.createdAt),
    // A player's grants in the back office, newest first.
    index('game_grants_player_idx').on(t.gamePlayerId, t.createdAt.desc()),
  ],
);

/** Free daily tickets: one claim per player and game day, enforced by the primary key. */
export const dailyClaims = pgTable(
  'daily_claims',
  {
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    gameDay: date().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('daily_claims_once_unique').on(t.userId, t.kind, t.gameDay),
    index('daily_claims_created_idx').on(t.createdAt),
  ],
);
