import {
  LEDGER_ENTRY_TYPES,
  ORDER_REFUND_KINDS,
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
import { shopProducts } from './shop.ts';

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

export const orderStatus = pgEnum('order_status', ['pending', 'fulfilled', 'failed', 'expired', 'refunded']);
export const orderKind = pgEnum('order_kind', ['purchase', 'gift', 'upsell']);
export const orderRefundKind = pgEnum('order_refund_kind', ORDER_REFUND_KINDS);

/**
 * One checkout. pending → fulfilled happens once, in the transaction that credits the ledger
 * and records the game grant; the provider session id is unique, so the verify call and the
 * webhook, in any order and any number of times, find the same order.
 */
export const orders = pgTable(
  'orders',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    productId: integer()
      .notNull()
      .references(() => shopProducts.id),
    productSlug: text().notNull(),
    productName: text().notNull(),
    productKind: text().notNull(),
    kind: orderKind().notNull().default('purchase'),
    /** Who receives the game items: the buyer's game player, or a gift recipient's. */
    recipientGamePlayerId: integer().notNull(),
    recipientUserId: bigint({ mode: 'number' }).references(() => users.id),
    recipientNickname: text().notNull(),
    status: orderStatus().notNull().default('pending'),
    amountCents: integer().notNull(),
    currency: text().notNull().default('EUR'),
    vipTier: integer().notNull().default(0),
    vipBonusPercent: integer().notNull().default(0),
    baseTickets: integer().notNull().default(0),
    vipBonusTickets: integer().notNull().default(0),
    /** The campaign the order was opened in, and the bonus it showed at checkout (issue 32). */
    campaignId: integer(),
    campaignBonusPercent: integer().notNull().default(0),
    campaignBonusTickets: integer().notNull().default(0),
    /** base + campaign bonus + VIP bonus: what the card showed and the order delivers. */
    totalTickets: integer().notNull().default(0),
    webPoints: integer().notNull().default(0),
    energy: integer().notNull().default(0),
    skillPoints: integer().notNull().default(0),
    superGoal: integer().notNull().default(0),
    premiumType: text(),
    /** Season of a seasonal pack, and the game day of a daily offer (once per season / day). */
    seasonNumber: integer(),
    gameDay: date(),
    /**
     * What a one-time offer may be bought once for (`daily:<user>:<product>:<day>`,
     * `season:…`, `premium:<player>:<type>`, `upsell:<offer>`); null for repeatable products.
     */
    onceKey: text(),
    upsellOfferId: bigint({ mode: 'number' }),
    /** A discount code taken at checkout (decision 0031): the price before it and what it took off. */
    promoCode: text(),
    listPriceCents: integer(),
    discountCents: integer().notNull().default(0),
    provider: text().notNull(),
    /**
     * When the buyer consented to delivery at once and to losing the right of withdrawal (EU
     * CRD art. 16(m)); null only on orders from before the consent step.
     */
    consentAt: timestamp({ withTimezone: true }),
    providerSessionId: text(),
    checkoutUrl: text(),
    failureReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    fulfilledAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
    /** A fulfilled order given back (by an admin, or a refund or dispute at the provider). */
    refundedAt: timestamp({ withTimezone: true }),
    /** Why it was refunded: a duplicate payment, support (reason in `failureReason`), the provider, a chargeback. */
    refundKind: orderRefundKind(),
    /** Web points the refund could not take back because the player had spent them. */
    refundShortfall: integer().notNull().default(0),
    /**
     * When the provider first reported a dispute (chargeback) of the payment: set once, however
     * often the webhook comes, and also for an order refunded before the bank pulled the money.
     */
    chargedBackAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_provider_session_unique').on(t.provider, t.providerSessionId),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    // The sales dashboard reads delivered and refunded orders by time.
    index('orders_fulfilled_idx').on(t.fulfilledAt),
    index('orders_refunded_idx')
      .on(t.refundedAt)
      .where(sql`${t.refundedAt} is not null`),
    index('orders_charged_back_idx')
      .on(t.chargedBackAt)
      .where(sql`${t.chargedBackAt} is not null`),
    // A seasonal pack once per season, a daily offer once per game day: enforced by the database.
    uniqueIndex('orders_seasonal_once_unique')
      .on(t.userId, t.productId, t.seasonNumber)
      .where(sql`${t.status} = 'fulfilled' and ${t.seasonNumber} is not null`),
    uniqueIndex('orders_daily_once_unique')
      .on(t.userId, t.productId, t.gameDay)
      .where(sql`${t.status} = 'fulfilled' and ${t.gameDay} is not null`),
    // One open checkout per buyer and one delivery per once-only offer: enforced by the database.
    uniqueIndex('orders_once_open_unique')
      .on(t.userId, t.onceKey)
      .where(sql`${t.status} = 'pending' and ${t.onceKey} is not null`),
    uniqueIndex('orders_once_fulfilled_unique')
      .on(t.onceKey)
      .where(sql`${t.status} = 'fulfilled' and ${t.onceKey} is not null`),
    check('orders_amount_non_negative', sql`${t.amountCents} >= 0`),
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

export const upsellStatus = pgEnum('upsell_status', ['offered', 'accepted', 'declined']);

/** One offer per purchase (DESIGN.md §1), valid 5 minutes from creation. */
export const upsellOffers = pgTable(
  'upsell_offers',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    orderId: bigint({ mode: 'number' })
      .notNull()
      .references(() => orders.id),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    productName: text().notNull(),
    extraTickets: integer().notNull(),
    totalTickets: integer().notNull(),
    specialPriceCents: integer().notNull(),
    status: upsellStatus().notNull().default('offered'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('upsell_offers_order_unique').on(t.orderId)],
);

export const sandboxSessionStatus = pgEnum('sandbox_session_status', [
  'open',
  'requires_action',
  'paid',
  'declined',
  'expired',
  'refunded',
]);

/** The built-in sandbox card provider's checkout sessions (development and tests). */
export const sandboxSessions = pgTable('sandbox_sessions', {
  id: text().primaryKey(),
  orderId: bigint({ mode: 'number' }).notNull(),
  amountCents: integer().notNull(),
  currency: text().notNull(),
  description: text().notNull(),
  customerEmail: text().notNull(),
  successUrl: text().notNull(),
  cancelUrl: text().notNull(),
  status: sandboxSessionStatus().notNull().default('open'),
  cardLast4: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  paidAt: timestamp({ withTimezone: true }),
  refundedAt: timestamp({ withTimezone: true }),
});
