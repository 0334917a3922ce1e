import {
  discountOf,
  normalisePromoCode,
  PROMO_CODE_PATTERN,
  type DiscountPreview,
} from '@pitchside/contract/codes';
import type { Database, Transaction } from '../../db/client.ts';
import type { ValueScope } from '../wallet/index.ts';
import {
  attachOrder,
  campaignIdOfCode,
  heldCheckouts,
  lockReservation,
  markConsumed,
  markFreed,
} from './discount-repository.ts';
import { lockAndCheck, pgCode, refusals, UNIQUE_VIOLATION } from './redeem-rules.ts';
import { recordRedemption, type PromoCodeRow } from './repository.ts';

/**
 * Discount codes at checkout (decision 0031). A discount is a promo code whose reward is a
 * percentage or an amount off one product (or any): checked with the same rules and answers as
 * /redeem, **reserved** in the transaction that prices the checkout's order (counting against the
 * cap and the player's limit), **consumed** in the order's delivery transaction, and **freed**
 * when the checkout closes unpaid (its session expired or was declined or replaced).
 */

export interface DiscountProduct {
  id: number;
  priceCents: number;
}

const typedCode = (typed: string) => {
  const code = normalisePromoCode(typed);
  if (!PROMO_CODE_PATTERN.test(code)) throw refusals.unknown();
  return code;
};

function quote(campaign: PromoCodeRow, code: string, product: DiscountProduct): DiscountPreview {
  if (campaign.rewardKind !== 'discount') throw refusals.wrongProduct();
  if (campaign.discountProductId !== null && campaign.discountProductId !== product.id)
    throw refusals.wrongProduct();
  const discountCents = discountOf(campaign, product.priceCents);
  return {
    code,
    listPriceCents: product.priceCents,
    discountCents,
    priceCents: product.priceCents - discountCents,
  };
}

/** `POST /api/payments/discount`: the price a code would give, checked but not reserved. */
export async function previewDiscount(
  db: Database,
  input: { userId: number; typed: string; product: DiscountProduct; now: Date },
): Promise<DiscountPreview> {
  const code = typedCode(input.typed);
  // The same locks and checks as a reservation, rolled back: the preview never differs from it.
  return db.transaction(async (tx) => {
    const { campaign } = await lockAndCheck(tx, code, input.userId, input.now);
    return quote(campaign, code, input.product);
  });
}

/**
 * Reserves a code for a checkout's order, in the caller's transaction: the redemption row (tied
 * to the order) and the use are written now; the answer is the order's price.
 */
export async function reserveDiscount(
  scope: Pick<ValueScope, 'tx' | 'now'>,
  input: { userId: number; typed: string; product: DiscountProduct; orderId: number; ip: string | null },
): Promise<DiscountPreview & { promoCodeId: number }> {
  const code = typedCode(input.typed);
  try {
    const { campaign, unit, seq } = await lockAndCheck(scope.tx, code, input.userId, scope.now);
    const priced = quote(campaign, code, input.product);
    const redemptionId = await recordRedemption(scope.tx, {
      promoCodeId: campaign.id,
      userId: input.userId,
      unitId: unit?.id ?? null,
      seq,
      ip: input.ip,
      now: scope.now,
    });
    await attachOrder(scope.tx, redemptionId, input.orderId);
    return { ...priced, promoCodeId: campaign.id };
  } catch (error) {
    // The database's last guards, as for /redeem (never expected past the row lock).
    if (pgCode(error) === UNIQUE_VIOLATION) throw refusals.already();
    if (pgCode(error) === '23514') throw refusals.usedUp();
    throw error;
  }
}

/**
 * The order is being delivered: its reservation becomes a use, once (the order's delivery
 * transaction runs once). A reservation freed meanwhile (a payment that reached a closed
 * checkout) is still marked consumed, so the order keeps what it paid for.
 */
export async function consumeDiscount(tx: Transaction, orderId: number, now: Date): Promise<void> {
  const row = await lockReservation(tx, orderId);
  if (row) await markConsumed(tx, row.id, now);
}

/** The checkout closed unpaid: its reservation counts no more (once; a consumed one stays). */
export async function freeDiscount(tx: Transaction, orderId: number, now: Date): Promise<boolean> {
  const row = await lockReservation(tx, orderId);
  if (!row || row.freedAt) return false;
  await markFreed(tx, row, now);
  return true;
}

/**
 * The pending checkouts whose reservation of this code may be given back before a new one is
 * taken: the buyer's own earlier checkouts, and anyone's whose session has run out.
 */
export async function checkoutsHoldingCode(
  db: Database,
  input: { typed: string; userId: number; staleBefore: Date },
): Promise<number[]> {
  const code = normalisePromoCode(input.typed);
  const campaignId = await campaignIdOfCode(db, code);
  if (campaignId === null) return [];
  const rows = await heldCheckouts(db, campaignId, input.userId, input.staleBefore);
  return rows.map((row) => row.orderId as number);
}
