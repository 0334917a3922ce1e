import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { upsellOffers } from '../../db/schema/wallet.ts';

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
