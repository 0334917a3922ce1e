import { and, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { promoCodes, promoCodeUnits, promoRedemptions } from '../../db/schema/codes.ts';
import { orders } from '../../db/schema/orders.ts';

/** The queries behind discount codes at checkout (decision 0031). */

/** A checkout's live reservation (reserved, not consumed or freed), locked. */
export async function lockReservation(tx: Transaction, orderId: number) {
  const [row] = await tx
    .select()
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.orderId, orderId), isNull(promoRedemptions.consumedAt)))
    .for('update');
  return row ?? null;
}

export async function markConsumed(tx: Transaction, redemptionId: number, now: Date) {
  await tx.update(promoRedemptions).set({ consumedAt: now }).where(eq(promoRedemptions.id, redemptionId));
}

/** Gives a reservation back: the use and (for a batch code) the code itself are free again. */
export async function markFreed(
  tx: Transaction,
  row: { id: number; promoCodeId: number; unitId: number | null },
  now: Date,
) {
  await tx.update(promoRedemptions).set({ freedAt: now }).where(eq(promoRedemptions.id, row.id));
  await tx
    .update(promoCodes)
    .set({ uses: sql`${promoCodes.uses} - 1` })
    .where(eq(promoCodes.id, row.promoCodeId));
  if (row.unitId !== null) {
    await tx
      .update(promoCodeUnits)
      .set({ redeemedBy: null, redeemedAt: null })
      .where(eq(promoCodeUnits.id, row.unitId));
  }
}

/** Ties a new reservation to its checkout's order. */
export async function attachOrder(tx: Transaction, redemptionId: number, orderId: number) {
  await tx.update(promoRedemptions).set({ orderId }).where(eq(promoRedemptions.id, redemptionId));
}

/**
 * Pending checkouts holding a reservation of this campaign: the buyer's own (any age), and
 * everyone's opened before `staleBefore` (their provider session has run out).
 */
export async function heldCheckouts(db: Database, campaignId: number, userId: number, staleBefore: Date) {
  return db
    .select({ orderId: promoRedemptions.orderId })
    .from(promoRedemptions)
    .innerJoin(orders, eq(orders.id, promoRedemptions.orderId))
    .where(
      and(
        eq(promoRedemptions.promoCodeId, campaignId),
        isNotNull(promoRedemptions.orderId),
        isNull(promoRedemptions.consumedAt),
        isNull(promoRedemptions.freedAt),
        eq(orders.status, 'pending'),
        sql`(${promoRedemptions.userId} = ${userId} or ${lt(orders.createdAt, staleBefore)})`,
      ),
    )
    .limit(50);
}

/** The campaign a typed code belongs to (a shared code, or a batch's unit), without locking. */
export async function campaignIdOfCode(db: Database, code: string) {
  const [shared] = await db.select({ id: promoCodes.id }).from(promoCodes).where(eq(promoCodes.code, code));
  if (shared) return shared.id;
  const [unit] = await db
    .select({ id: promoCodeUnits.promoCodeId })
    .from(promoCodeUnits)
    .where(eq(promoCodeUnits.code, code));
  return unit?.id ?? null;
}
