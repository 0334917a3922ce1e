import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { upsellOffers } from '../../db/schema/orders.ts';

/** The one-time upsell still open to the player at `now`, if any. */
export async function activeUpsellOf(db: Database, userId: number, now: Date) {
  const [offer] = await db
    .select()
    .from(upsellOffers)
    .where(
      and(
        eq(upsellOffers.userId, userId),
        eq(upsellOffers.status, 'offered'),
        gt(upsellOffers.expiresAt, now),
      ),
    );
  return offer ?? null;
}

/** The upsell a delivered purchase opened, if it is still on offer at `now`. */
export async function openUpsellOfOrder(db: Database, orderId: number, now: Date) {
  const [offer] = await db
    .select()
    .from(upsellOffers)
    .where(
      and(
        eq(upsellOffers.orderId, orderId),
        eq(upsellOffers.status, 'offered'),
        sql`${upsellOffers.expiresAt} > ${now}`,
      ),
    );
  return offer ?? null;
}

/**
 * Takes the player's offer if it is still offered and unexpired, in one conditional update: of
 * any number of concurrent accepts, exactly one gets the row back. Null when it was not open.
 */
export async function acceptUpsellOffer(db: Database, upsellId: number, userId: number, now: Date) {
  const [offer] = await db
    .update(upsellOffers)
    .set({ status: 'accepted' })
    .where(
      and(
        eq(upsellOffers.id, upsellId),
        eq(upsellOffers.userId, userId),
        eq(upsellOffers.status, 'offered'),
        sql`${upsellOffers.expiresAt} > ${now}`,
      ),
    )
    .returning();
  return offer ?? null;
}

/** The player says no; only an offer still `offered` (one accepted meanwhile stays accepted). */
export async function declineUpsellOffer(db: Database, upsellId: number, userId: number) {
  await db
    .update(upsellOffers)
    .set({ status: 'declined' })
    .where(
      and(eq(upsellOffers.id, upsellId), eq(upsellOffers.userId, userId), eq(upsellOffers.status, 'offered')),
    );
}

/**
 * Puts an offer back on offer after its checkout failed: only from `accepted` (a declined offer
 * stays declined) and only while it has not expired at `now`.
 */
export async function reofferUpsell(db: Database, upsellId: number, now: Date) {
  await db
    .update(upsellOffers)
    .set({ status: 'offered' })
    .where(
      and(
        eq(upsellOffers.id, upsellId),
        eq(upsellOffers.status, 'accepted'),
        sql`${upsellOffers.expiresAt} > ${now}`,
      ),
    );
}

/** Opens the upsell of a delivered purchase; one per order (a unique index), so a repeat is a no-op. */
export async function insertUpsellOffer(tx: Transaction, offer: typeof upsellOffers.$inferInsert) {
  await tx.insert(upsellOffers).values(offer).onConflictDoNothing();
}

/** Marks the offer an upsell order was for as taken, in the transaction that delivers that order. */
export async function markUpsellAccepted(tx: Transaction, upsellId: number) {
  await tx.update(upsellOffers).set({ status: 'accepted' }).where(eq(upsellOffers.id, upsellId));
}
