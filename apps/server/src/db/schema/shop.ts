import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { LanguageCode } from '@pitchside/contract/languages';
import { SHOP_PRODUCT_KINDS } from '@pitchside/contract/shop';

export const shopProductKind = pgEnum('shop_product_kind', SHOP_PRODUCT_KINDS);

/**
 * The webshop catalogue: every product the portal sells (ticket packages, premium, daily
 * offer, free daily tickets, seasonal and special packs). Money is integer euro cents; what a
 * product grants sits in the item columns, anything kind-specific in `extra`.
 */
export const shopProducts = pgTable(
  'shop_products',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    slug: text().notNull().unique(),
    kind: shopProductKind().notNull(),
    /** The English name, which every other language falls back to. */
    displayName: text().notNull(),
    /** The name in the other languages: `{ de: "Starter-Tickets", … }` (issue 14). */
    nameTranslations: jsonb().$type<Partial<Record<LanguageCode, string>>>().notNull().default({}),
    priceCents: integer().notNull(),
    /** The crossed-out price of a discounted product. */
    originalPriceCents: integer(),
    tickets: integer().notNull().default(0),
    energy: integer().notNull().default(0),
    skillPoints: integer().notNull().default(0),
    superGoal: integer().notNull().default(0),
    webPoints: integer().notNull().default(0),
    extra: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    mostPopular: boolean().notNull().default(false),
    active: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shop_products_kind_order_idx').on(t.kind, t.sortOrder, t.id),
    check('shop_products_price_non_negative', sql`${t.priceCents} >= 0`),
    check(
      'shop_products_original_price_valid',
      sql`${t.originalPriceCents} is null or ${t.originalPriceCents} >= ${t.priceCents}`,
    ),
    check(
      'shop_products_items_non_negative',
      sql`${t.tickets} >= 0 and ${t.energy} >= 0 and ${t.skillPoints} >= 0 and ${t.superGoal} >= 0 and ${t.webPoints} >= 0`,
    ),
  ],
);

/** One ticket package's extra tickets during a campaign, in per cent of its base tickets. */
export interface CampaignBonus {
  productId: number;
  percent: number;
}

/**
 * A time-boxed campaign (issue 32): from `startsAt` until `endsAt` (or until an admin ends it
 * early, `endedAt`), the listed ticket packages deliver their bonus on top of base and VIP
 * tickets. An order copies the bonus it was opened with, so the end of a campaign never changes
 * what a checkout under way delivers.
 */
export const shopCampaigns = pgTable(
  'shop_campaigns',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** The English name, which every other language falls back to. */
    name: text().notNull(),
    nameTranslations: jsonb().$type<Partial<Record<LanguageCode, string>>>().notNull().default({}),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    endedAt: timestamp({ withTimezone: true }),
    bonuses: jsonb().$type<CampaignBonus[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shop_campaigns_window_idx').on(t.startsAt, t.endsAt),
    check('shop_campaigns_window_valid', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
