import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
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
import { orders } from './orders.ts';

export const promoCodeKind = pgEnum('promo_code_kind', ['shared', 'batch']);
export const promoCodeStatus = pgEnum('promo_code_status', ['draft', 'active', 'paused', 'ended']);
export const promoRewardKind = pgEnum('promo_reward_kind', [
  'web_points',
  'game_items',
  'purchase_bonus',
  'discount',
]);

/**
 * A promo code campaign (issue 36): one shared code (`MATCHDAY25`) with a total cap, or a batch of
 * unique one-time codes (`promo_code_units`). `uses` is counted under the campaign's row lock and
 * can never pass `max_uses` (a CHECK, not only code).
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    name: text().notNull(),
    kind: promoCodeKind().notNull(),
    /** The shared code, upper case; null for a batch (its codes are units). */
    code: text(),
    status: promoCodeStatus().notNull().default('draft'),
    rewardKind: promoRewardKind().notNull(),
    webPoints: integer().notNull().default(0),
    tickets: integer().notNull().default(0),
    energy: integer().notNull().default(0),
    skillPoints: integer().notNull().default(0),
    bonusPercent: integer().notNull().default(0),
    bonusDays: integer().notNull().default(0),
    /** A discount at checkout (decision 0031): a percentage or an amount off, on one product or any. */
    discountPercent: integer().notNull().default(0),
    discountCents: integer().notNull().default(0),
    discountProductId: integer().references(() => shopProducts.id),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    /** Total redemptions allowed (a shared code's cap; a batch's is its number of codes). */
    maxUses: integer(),
    perPlayerLimit: integer().notNull().default(1),
    /** Eligibility; null or empty means anyone. */
    vipTiers: jsonb().$type<number[]>(),
    neverBought: boolean().notNull().default(false),
    registeredAfter: timestamp({ withTimezone: true }),
    registeredBefore: timestamp({ withTimezone: true }),
    uses: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_unique').on(t.code),
    check('promo_codes_uses_within_cap', sql`${t.maxUses} is null or ${t.uses} <= ${t.maxUses}`),
    check('promo_codes_uses_non_negative', sql`${t.uses} >= 0`),
    check('promo_codes_per_player_positive', sql`${t.perPlayerLimit} >= 1`),
  ],
);

/** The unique one-time codes of a batch; each is redeemed by one player at most. */
export const promoCodeUnits = pgTable(
  'promo_code_units',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    promoCodeId: bigint({ mode: 'number' })
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    redeemedBy: bigint({ mode: 'number' }).references(() => users.id),
    redeemedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('promo_code_units_code_unique').on(t.code),
    index('promo_code_units_campaign_idx').on(t.promoCodeId, t.id),
  ],
);

/**
 * One redemption. `(promo_code_id, user_id, seq)` is unique, so a player's n-th use can exist
 * once however many requests race; a unit is redeemed once. The reward's ledger row and game
 * grant carry the reference `promo:<id>`.
 */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    promoCodeId: bigint({ mode: 'number' })
      .notNull()
      .references(() => promoCodes.id),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    unitId: bigint({ mode: 'number' }).references(() => promoCodeUnits.id),
    seq: integer().notNull(),
    ip: text(),
    redeemedAt: timestamp({ withTimezone: true }).notNull(),
    /**
     * A discount code's checkout (decision 0031): reserved when it opens (counts against the cap
     * and the player's limit), consumed in its delivery transaction, freed when it expires or is
     * declined. A freed row counts for nothing and keeps its history.
     */
    orderId: bigint({ mode: 'number' }).references(() => orders.id),
    consumedAt: timestamp({ withTimezone: true }),
    freedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('promo_redemptions_player_seq_unique')
      .on(t.promoCodeId, t.userId, t.seq)
      .where(sql`${t.freedAt} is null`),
    uniqueIndex('promo_redemptions_unit_unique')
      .on(t.unitId)
      .where(sql`${t.freedAt} is null`),
    uniqueIndex('promo_redemptions_order_unique').on(t.orderId),
    index('promo_redemptions_user_idx').on(t.userId, t.redeemedAt.desc()),
  ],
);

/**
 * A bonus on the player's next ticket purchase, earned by a code: used by the first ticket
 * package delivered before `expires_at` (`used_order_id`, unique), once.
 */
export const purchaseBonuses = pgTable(
  'purchase_bonuses',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    redemptionId: bigint({ mode: 'number' })
      .notNull()
      .references(() => promoRedemptions.id),
    percent: integer().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedOrderId: bigint({ mode: 'number' }).references(() => orders.id),
    usedAt: timestamp({ withTimezone: true }),
    /** The extra tickets the order got (owed under `promo-bonus:order:<id>`), so a refund takes them back. */
    bonusTickets: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('purchase_bonuses_redemption_unique').on(t.redemptionId),
    uniqueIndex('purchase_bonuses_order_unique').on(t.usedOrderId),
    index('purchase_bonuses_user_idx').on(t.userId, t.expiresAt),
  ],
);

/**
 * A creator the studio registered ("support a creator", issue 36): a portal account with a public
 * code (upper case) and a share of what their supporters spend, in basis points (500 = 5 %).
 */
export const creators = pgTable(
  'creators',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    code: text().notNull(),
    shareBasisPoints: integer().notNull(),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('creators_user_unique').on(t.userId),
    uniqueIndex('creators_code_unique').on(t.code),
    check('creators_share_range', sql`${t.shareBasisPoints} between 1 and 5000`),
  ],
);

/** Whom a player supports, until `expires_at` (7 days, renewed by each purchase). One per player. */
export const creatorSupports = pgTable(
  'creator_supports',
  {
    userId: bigint({ mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    creatorId: bigint({ mode: 'number' })
      .notNull()
      .references(() => creators.id),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('creator_supports_creator_idx').on(t.creatorId, t.expiresAt)],
);

/**
 * A creator's share of one delivered order, written in the order's delivery transaction (one per
 * order: unique), and marked reversed in its refund's transaction.
 */
export const creatorEarnings = pgTable(
  'creator_earnings',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    creatorId: bigint({ mode: 'number' })
      .notNull()
      .references(() => creators.id),
    orderId: bigint({ mode: 'number' })
      .notNull()
      .references(() => orders.id),
    buyerUserId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    amountCents: integer().notNull(),
    shareCents: integer().notNull(),
    earnedAt: timestamp({ withTimezone: true }).notNull(),
    reversedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('creator_earnings_order_unique').on(t.orderId),
    index('creator_earnings_creator_idx').on(t.creatorId, t.earnedAt),
    check('creator_earnings_share_non_negative', sql`${t.shareCents} >= 0`),
  ],
);
