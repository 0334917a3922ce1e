import { ORDER_REFUND_KINDS } from '@pitchside/contract/ledger-descriptions';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { shopProducts } from './shop.ts';

/** A purchase's life: the order, the upsell offered after it and the sandbox provider's session. */
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
