import { z } from 'zod';
import { BALANCE_RANGES } from './balance-limits.ts';
import { idBody, pageParam } from './bounds.ts';
import { contentLanguageParam } from './content.ts';
import { shopEventId } from './shop.ts';
import {
  ledgerDescriptionKey,
  ledgerDescriptionParams,
  ledgerEntryTypeSchema,
} from './ledger-descriptions.ts';

/**
 * Webshop calls behind login (spec §7 "Webshop", "Offers and payment", account balance-history).
 * Money is integer euro cents; the web formats it with Intl.NumberFormat (EUR).
 */
export const shopProduct = z.object({
  id: z.number().int(),
  slug: z.string(),
  kind: z.string(),
  name: z.string(),
  priceCents: z.number().int(),
  originalPriceCents: z.number().int().nullable(),
  discountPercentage: z.number().int(),
  /** The running campaign's bonus for this package (0 outside a campaign), issue 32. */
  campaignBonusPercentage: z.number().int(),
  /** floor(tickets × campaign % / 100). */
  campaignBonusTickets: z.number().int(),
  /** When the campaign bonus stops being offered (ISO), null without one. */
  campaignEndsAt: z.string().nullable(),
  mostPopular: z.boolean(),
  tickets: z.number().int(),
  webPoints: z.number().int(),
  energy: z.number().int(),
  skillPoints: z.number().int(),
  superGoal: z.number().int(),
  /** floor(tickets × the player's VIP bonus % / 100); 0 at tier 0 (spec §5). */
  vipBonusTickets: z.number().int(),
  /** tickets + campaign bonus + VIP bonus: what a purchase now delivers. */
  finalTickets: z.number().int(),
  /** Premium packages only. */
  premiumType: z.enum(['silver', 'platinum']).nullable(),
  dailySpinPoints: z.number().int().nullable(),
  levels: z.number().int().nullable(),
  attackPoints: z.number().int().nullable(),
  benefits: z.array(z.string()),
  /** Daily offer only. */
  spins: z.number().int().nullable(),
  /** Special packs only: the event (its address under /events) the pack belongs to. */
  eventId: z.string().nullable().default(null),
});
export type ShopProduct = z.infer<typeof shopProduct>;

export const campaignBonus = z.object({
  productId: z.number().int(),
  slug: z.string(),
  percent: z.number().int(),
});
export type CampaignBonus = z.infer<typeof campaignBonus>;

/**
 * The campaign running now (issue 32, spec §7 "campaign status (data.active)"): its name in the
 * reader's language, its window and its bonus per ticket package; all null and [] outside one.
 */
export const campaignStatus = z.object({
  active: z.boolean(),
  id: z.number().int().nullable(),
  name: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  bonuses: z.array(campaignBonus),
});
export type CampaignStatus = z.infer<typeof campaignStatus>;

export const productListResponse = z.object({
  success: z.literal(true),
  data: z.array(shopProduct),
  count: z.number().int(),
  /** Ticket packages only: the campaign the cards' bonuses come from, in the same answer. */
  campaign: campaignStatus.optional(),
  /** Premium list only: the player's current membership. */
  currentPremium: z.enum(['none', 'silver', 'platinum']).optional(),
});

/** `GET /api/shop/special-packs?eventId=`: every special pack on sale, or one event's. */
export const specialPacksQuery = z.object({
  eventId: shopEventId.optional(),
  lang: contentLanguageParam.optional(),
});

/** Daily offer and free daily tickets: one per game day, reset at 00:00 in GAME_TIMEZONE. */
export const dailyEligibility = z.object({
  success: z.literal(true),
  canPurchase: z.boolean(),
  /** ISO time of the next reset. */
  nextAvailable: z.string(),
  hoursRemaining: z.number().int(),
  secondsRemaining: z.number().int(),
});

export const dailyOfferResponse = dailyEligibility.extend({ data: shopProduct });
export const freeDailyResponse = dailyEligibility.extend({
  tickets: z.number().int(),
  webPoints: z.number().int(),
});
export const freeTicketBody = z.strictObject({ userId: idBody.optional() });
export const freeTicketResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  tickets: z.number().int(),
  webPoints: z.number().int(),
});

export const seasonalEligibility = z.object({
  success: z.literal(true),
  canPurchase: z.boolean(),
  seasonId: z.number().int().nullable(),
  seasonName: z.string().nullable(),
  lastPurchase: z.object({ productName: z.string(), purchasedAt: z.string() }).nullable(),
});

export const balanceQuery = z.strictObject({
  range: z.enum(BALANCE_RANGES).default('allTime'),
  page: pageParam.default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const balanceSummary = z.object({
  currentBalance: z.number().int(),
  lifetimeEarned: z.number().int(),
  lifetimeSpent: z.number().int(),
  totalPurchases: z.number().int(),
  moneySpentCents: z.number().int(),
  wpPurchased: z.number().int(),
  paidPurchases: z.number().int(),
  freeRewards: z.number().int(),
  /** Web points per category in the range. */
  categories: z.object({
    paid: z.number().int(),
    free: z.number().int(),
    bonus: z.number().int(),
    deduction: z.number().int(),
  }),
});

export const paymentRow = z.object({
  id: z.number().int(),
  date: z.string(),
  product: z.string(),
  category: z.string(),
  priceCents: z.number().int(),
  currency: z.string(),
  items: z.array(z.object({ kind: z.string(), amount: z.number().int() })),
  status: z.enum(['completed', 'pending', 'failed', 'expired', 'refunded']),
  isGift: z.boolean(),
  recipient: z.string().nullable(),
});

/** A row's description as a key and values, for the reader's language; null on rows older than keys. */
const describedBy = {
  descriptionKey: ledgerDescriptionKey.nullable().default(null),
  descriptionParams: ledgerDescriptionParams.nullable().default(null),
};

export const transactionRow = z.object({
  id: z.number().int(),
  date: z.string(),
  /** English. */
  description: z.string(),
  ...describedBy,
  type: ledgerEntryTypeSchema,
  amount: z.number().int(),
  balance: z.number().int(),
});

export const spendingRow = z.object({
  id: z.number().int(),
  date: z.string(),
  /** English. */
  spentOn: z.string(),
  ...describedBy,
  amount: z.number().int(),
  balance: z.number().int(),
});

export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({
    success: z.literal(true),
    data: z.array(row),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  });
/** A page of `row`s as `pageOf` checks it: a type alone, which costs a screen no zod. */
export type PageOf<T extends z.ZodType> = z.infer<ReturnType<typeof pageOf<T>>>;

/** `GET /api/shop/health` (spec §7 "Webshop … health"): whether the shop can sell right now. */
export const shopHealthResponse = z.object({
  success: z.literal(true),
  data: z.object({
    status: z.enum(['ok', 'degraded']),
    /** Products on sale (every kind). */
    products: z.number().int(),
    /** Ticket packages on sale: none means the main list is empty. */
    ticketPackages: z.number().int(),
    campaignActive: z.boolean(),
  }),
});

export { BALANCE_CATEGORIES, BALANCE_RANGES, type BalanceRange } from './balance-limits.ts';
