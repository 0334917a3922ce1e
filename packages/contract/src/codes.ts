import { z } from 'zod';
import { okEnvelope } from './api';
import { hasNulByte, idParam } from './bounds';

/**
 * Promo codes (issue 36): the studio's campaigns (`/api/admin/promo-codes`) and a player's
 * redemption (`POST /api/codes/redeem`).
 */
export const PROMO_CODE_STATUSES = ['draft', 'active', 'paused', 'ended'] as const;
export type PromoCodeStatus = (typeof PROMO_CODE_STATUSES)[number];
export const PROMO_REWARD_KINDS = ['web_points', 'game_items', 'purchase_bonus', 'discount'] as const;
export type PromoRewardKind = (typeof PROMO_REWARD_KINDS)[number];
export const PROMO_CODE_KINDS = ['shared', 'batch'] as const;

/** Letters, digits and dashes, 4 to 32: what a person types from a stream or a post. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9-]{4,32}$/;
/** How a typed code is compared: trimmed, upper case (so `matchday25` is `MATCHDAY25`). */
export const normalisePromoCode = (value: string) => value.trim().toUpperCase();

const codeText = z
  .string()
  .max(64)
  .transform(normalisePromoCode)
  .pipe(z.string().regex(PROMO_CODE_PATTERN, 'must be 4 to 32 letters, digits or dashes'));

const name = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .refine((value) => !hasNulByte(value), 'must not contain a NUL character');
const isoDate = z.iso.datetime({ offset: true });
const count = (max: number) => z.number().int().min(0).max(max);

/** At most this many unique codes in one batch, and rewards within bounds a typo cannot pass. */
export const PROMO_BATCH_MAX = 10_000;
export const PROMO_MAX_WEB_POINTS = 100_000;
export const PROMO_MAX_ITEMS = 10_000;

const reward = z.object({
  rewardKind: z.enum(PROMO_REWARD_KINDS),
  webPoints: count(PROMO_MAX_WEB_POINTS).default(0),
  tickets: count(PROMO_MAX_ITEMS).default(0),
  energy: count(PROMO_MAX_ITEMS).default(0),
  skillPoints: count(PROMO_MAX_ITEMS).default(0),
  bonusPercent: count(100).default(0),
  bonusDays: count(365).default(0),
  /** A discount at checkout (decision 0031): a percentage or an amount off (cents), not both. */
  discountPercent: count(90).default(0),
  discountCents: count(100_000).default(0),
  /** The one product the discount is for; null: any product. */
  discountProductId: z.number().int().min(1).nullable().default(null),
});

const rules = z.object({
  name,
  startsAt: isoDate.nullable().default(null),
  endsAt: isoDate.nullable().default(null),
  perPlayerLimit: z.number().int().min(1).max(100).default(1),
  /** Eligibility: VIP tiers (0 = no VIP … 5 = Diamond); empty means every tier. */
  vipTiers: z.array(z.number().int().min(0).max(5)).max(6).default([]),
  neverBought: z.boolean().default(false),
  registeredAfter: isoDate.nullable().default(null),
  registeredBefore: isoDate.nullable().default(null),
});

/** The reward must give something, and the window must be a window. */
function checkCampaign(
  value: z.infer<typeof reward> & { startsAt: string | null; endsAt: string | null },
  ctx: z.RefinementCtx,
) {
  const gives =
    value.rewardKind === 'web_points'
      ? value.webPoints > 0
      : value.rewardKind === 'game_items'
        ? value.tickets + value.energy + value.skillPoints > 0
        : value.rewardKind === 'purchase_bonus'
          ? value.bonusPercent > 0 && value.bonusDays > 0
          : value.discountPercent > 0 !== value.discountCents > 0;
  if (!gives) ctx.addIssue({ code: 'custom', path: ['rewardKind'], message: 'the reward gives nothing' });
  if (value.startsAt && value.endsAt && Date.parse(value.endsAt) <= Date.parse(value.startsAt))
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'must be after the start' });
}

/** `POST /api/admin/promo-codes`: a shared code with a cap, or a batch of generated codes. */
export const promoCodeCreateBody = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('shared'), code: codeText, maxUses: z.number().int().min(1).max(10_000_000) }),
    z.object({ kind: z.literal('batch'), quantity: z.number().int().min(1).max(PROMO_BATCH_MAX) }),
  ])
  .and(reward.extend(rules.shape).strict())
  .superRefine(checkCampaign);
export type PromoCodeCreate = z.input<typeof promoCodeCreateBody>;

/** `PUT /api/admin/promo-codes/{id}`: a campaign's rules and reward (its code and kind stay). */
export const promoCodeUpdateBody = reward
  .extend(rules.shape)
  .extend({ maxUses: z.number().int().min(1).max(10_000_000).nullable().default(null) })
  .strict()
  .superRefine(checkCampaign);
export type PromoCodeUpdate = z.input<typeof promoCodeUpdateBody>;

/** `POST /api/admin/promo-codes/{id}/status`. */
export const promoCodeStatusBody = z.object({ status: z.enum(PROMO_CODE_STATUSES) }).strict();
export const promoCodeIdParams = z.object({ id: idParam });

export const promoCode = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(PROMO_CODE_KINDS),
  code: z.string().nullable(),
  status: z.enum(PROMO_CODE_STATUSES),
  rewardKind: z.enum(PROMO_REWARD_KINDS),
  webPoints: z.number().int(),
  tickets: z.number().int(),
  energy: z.number().int(),
  skillPoints: z.number().int(),
  bonusPercent: z.number().int(),
  bonusDays: z.number().int(),
  discountPercent: z.number().int(),
  discountCents: z.number().int(),
  discountProductId: z.number().int().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  perPlayerLimit: z.number().int(),
  vipTiers: z.array(z.number().int()),
  neverBought: z.boolean(),
  registeredAfter: z.string().nullable(),
  registeredBefore: z.string().nullable(),
  /** Redemptions so far. */
  uses: z.number().int(),
  /** What delivered orders that used this campaign's purchase bonus paid (refunds excluded). */
  revenueCents: z.number().int(),
  createdAt: z.string(),
});
export type PromoCode = z.infer<typeof promoCode>;
export const promoCodeResponse = okEnvelope(promoCode);
export const promoCodesResponse = okEnvelope(z.array(promoCode));

/** `POST /api/codes/redeem`: what the player typed (any case, spaces around it are ignored). */
export const redeemBody = z.object({ code: z.string().min(1).max(64) }).strict();

/** What a redeemed code gave, for the confirmation on the screen. */
export const redeemResult = z.object({
  rewardKind: z.enum(PROMO_REWARD_KINDS),
  webPoints: z.number().int(),
  tickets: z.number().int(),
  energy: z.number().int(),
  skillPoints: z.number().int(),
  bonusPercent: z.number().int(),
  /** When a purchase bonus ends. */
  bonusExpiresAt: z.string().nullable(),
  /** The player's web points after the code. */
  balance: z.number().int(),
});
export type RedeemResult = z.infer<typeof redeemResult>;
export const redeemResponse = okEnvelope(redeemResult);

// The errors a redemption answers: REDEEM_ERRORS in errors.ts, part of the one list of codes.

/** The smallest price a discount leaves to pay (card providers refuse less). */
export const MIN_DISCOUNTED_CENTS = 50;

/** What a discount code takes off a price: its percentage (rounded down) or amount, never below the minimum. */
export function discountOf(
  code: { discountPercent: number; discountCents: number },
  priceCents: number,
): number {
  const wanted =
    code.discountPercent > 0 ? Math.floor((priceCents * code.discountPercent) / 100) : code.discountCents;
  return Math.max(0, Math.min(wanted, priceCents - MIN_DISCOUNTED_CENTS));
}

/** `POST /api/payments/discount`: what a discount code would take off a product, before paying. */
export const discountPreviewBody = z
  .object({
    code: z.string().min(1).max(64),
    variantId: z.union([z.string().min(1).max(80), z.number().int().min(1)]),
  })
  .strict();
export const discountPreview = z.object({
  code: z.string(),
  listPriceCents: z.number().int(),
  discountCents: z.number().int(),
  priceCents: z.number().int(),
});
export type DiscountPreview = z.infer<typeof discountPreview>;
export const discountPreviewResponse = okEnvelope(discountPreview);

/** "Support a creator" (issue 36): a creator's public code, as players type it. */
export const CREATOR_CODE_PATTERN = /^[A-Z0-9_-]{3,24}$/;
/** How long a chosen creator stays supported without a purchase; each purchase renews it. */
export const CREATOR_SUPPORT_DAYS = 7;
const creatorCodeText = z
  .string()
  .max(64)
  .transform(normalisePromoCode)
  .pipe(z.string().regex(CREATOR_CODE_PATTERN, 'must be 3 to 24 letters, digits, dashes or underscores'));

/** `POST /api/admin/creators`: a portal account becomes a creator with a code and a share. */
export const creatorCreateBody = z
  .object({
    email: z.string().trim().min(3).max(254),
    code: creatorCodeText,
    /** Percent of what supporters pay, e.g. 5 or 2.5. */
    sharePercent: z.number().min(0.01).max(50),
  })
  .strict();
export type CreatorCreate = z.input<typeof creatorCreateBody>;

export const creator = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  nickname: z.string(),
  email: z.string(),
  code: z.string(),
  sharePercent: z.number(),
  active: z.boolean(),
  /** Players supporting the creator now. */
  supporters: z.number().int(),
  /** Shares of delivered, not refunded orders, all time. */
  earnedCents: z.number().int(),
  createdAt: z.string(),
});
export type Creator = z.infer<typeof creator>;
export const creatorResponse = okEnvelope(creator);
export const creatorsResponse = okEnvelope(z.array(creator));
export const earningsMonthQuery = z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/) }).strict();

/** `PUT /api/creators/support`: the creator a player supports from now. */
export const supportBody = z.object({ code: z.string().min(1).max(64) }).strict();
export const supportState = z.object({
  creator: z.object({ code: z.string(), nickname: z.string() }).nullable(),
  expiresAt: z.string().nullable(),
});
export type SupportState = z.infer<typeof supportState>;
export const supportResponse = okEnvelope(supportState);

/** `GET /api/creators/me`: a creator's own page: supporters and earnings per month. */
export const creatorPage = z.object({
  code: z.string(),
  sharePercent: z.number(),
  supporters: z.number().int(),
  months: z.array(
    z.object({
      /** `YYYY-MM`, in the game's time zone. */
      month: z.string(),
      orders: z.number().int(),
      shareCents: z.number().int(),
      reversedCents: z.number().int(),
    }),
  ),
});
export type CreatorPage = z.infer<typeof creatorPage>;
export const creatorPageResponse = okEnvelope(creatorPage);
