import { z } from 'zod';
import { idBody } from './bounds.ts';
import { sessionUser } from './account.ts';
import { ORDER_REFUND_KINDS } from './ledger-descriptions.ts';

/** Card payments by redirect (spec §7 "Offers and payment", §3 "Purchase / payment confirmation"). */
const variantId = z.union([z.string().min(1).max(80), idBody]);
/**
 * EU Consumer Rights Directive art. 16(m): the buyer's express consent to delivery at once and
 * acknowledgement that the right of withdrawal is then lost. Optional in the schema so that its
 * absence answers the clear `CONSENT_REQUIRED` (400), not a generic validation error.
 */
const consent = z.boolean().optional();

/** A discount code typed at checkout (decision 0031); the server checks it like /redeem does. */
const promoCode = z.string().trim().min(1).max(64).optional();

export const createPaymentLinkBody = z.strictObject({
  variantId,
  consent,
  code: promoCode,
  userId: idBody.optional(),
  email: z.string().max(320).optional(),
});

export const createGiftLinkBody = z.strictObject({
  variantId,
  consent,
  recipientReferralId: z.string().trim().min(1).max(40),
  buyerId: idBody.optional(),
  buyerEmail: z.string().max(320).optional(),
});

export const verifySessionBody = z.strictObject({ session_id: z.string().min(8).max(200) });
export const acceptUpsellBody = z.strictObject({ upsellId: idBody, consent });

export const purchaseConfirmation = z.object({
  id: z.number().int(),
  productName: z.string(),
  productSlug: z.string(),
  isGift: z.boolean(),
  recipient: z.string().nullable(),
  tickets: z.number().int(),
  baseTickets: z.number().int(),
  vipBonusTickets: z.number().int(),
  /** The campaign bonus recorded when the checkout opened (issue 32). */
  campaignBonusTickets: z.number().int(),
  vipTier: z.number().int(),
  totalTickets: z.number().int(),
  webPoints: z.number().int(),
  energy: z.number().int(),
  skillPoints: z.number().int(),
  superGoal: z.number().int(),
  premium: z.string().nullable(),
  /** Euro cents. */
  totalPaid: z.number().int(),
  /** A discount code taken at checkout and what it took off (0 without one). */
  promoCode: z.string().nullable().default(null),
  discountCents: z.number().int().default(0),
  currency: z.string(),
  items: z.array(z.object({ kind: z.string(), amount: z.number().int() })),
  createdAt: z.string(),
});
export type PurchaseConfirmation = z.infer<typeof purchaseConfirmation>;

export const upsellOffer = z.object({
  id: z.number().int(),
  productName: z.string(),
  extraTickets: z.number().int(),
  totalTickets: z.number().int(),
  /** Euro cents. */
  specialPrice: z.number().int(),
  expiresAt: z.string(),
  secondsRemaining: z.number().int(),
});
export type UpsellOffer = z.infer<typeof upsellOffer>;

export const PAYMENT_STATUSES = ['fulfilled', 'processing', 'failed', 'expired', 'refunded'] as const;

export const verifySessionResponse = z.object({
  success: z.literal(true),
  status: z.enum(PAYMENT_STATUSES),
  /** The buyer as stored after login, with the balance and VIP tier this payment changed (spec §7). */
  user: sessionUser,
  purchase: purchaseConfirmation.nullable(),
  upsell: upsellOffer.nullable(),
  /** A declined or expired purchase: the product to offer again ("Try again"), else null. */
  retry: z.object({ variantId: z.string() }).nullable().default(null),
  /** A delivered order given back later: why (support with its reason, the provider, a chargeback). */
  refund: z
    .object({ kind: z.enum(ORDER_REFUND_KINDS), reason: z.string().nullable() })
    .nullable()
    .default(null),
});

export const paymentLinkResponse = z.object({
  success: z.literal(true),
  checkoutUrl: z.string(),
  message: z.string(),
});

export const giftLinkResponse = paymentLinkResponse.extend({
  recipient: z.object({
    nickname: z.string(),
    teamName: z.string().nullable(),
    level: z.number().int(),
    referralId: z.string(),
  }),
  product: z.object({ name: z.string(), price: z.number().int() }),
});

/** Upsell: one offer per purchase, valid 5 minutes (DESIGN.md §1). */
export const UPSELL_TTL_SECONDS = 300;
/** How long a checkout session stays payable. */
// Stripe accepts 30 minutes to 24 hours; an hour leaves room for a slow 3-D Secure step.
export const CHECKOUT_TTL_SECONDS = 60 * 60;

/**
 * An abandoned checkout: still pending after its provider session ran out (opened with the
 * order, `CHECKOUT_TTL_SECONDS` long). Computed from stored times, no timer needed (issue 32).
 */
export function checkoutExpired(order: { status: string; createdAt: Date }, now: Date): boolean {
  return (
    order.status === 'pending' && now.getTime() >= order.createdAt.getTime() + CHECKOUT_TTL_SECONDS * 1000
  );
}
