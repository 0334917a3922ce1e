import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { shopProducts } from '../../db/schema/shop.ts';
import { orders } from '../../db/schema/orders.ts';
import { dailyClaims } from '../../db/schema/wallet.ts';

/** The reads behind the webshop and offer screens; the routes hold no SQL. */

export async function activeProduct(db: Database, slug: string) {
  const [row] = await db
    .select()
    .from(shopProducts)
    .where(and(eq(shopProducts.slug, slug), eq(shopProducts.active, true)));
  return row ?? null;
}

export function activeProducts(
  db: Database,
  kind: 'ticket_package' | 'premium' | 'bundle' | 'special_pack',
  eventId?: string,
) {
  return db
    .select()
    .from(shopProducts)
    .where(
      and(
        eq(shopProducts.kind, kind),
        eq(shopProducts.active, true),
        eventId === undefined ? undefined : sql`${shopProducts.extra} ->> 'eventId' = ${eventId}`,
      ),
    )
    .orderBy(asc(shopProducts.sortOrder), asc(shopProducts.id));
}

/** The player's claim of a daily gift on this game day, if any. */
export async function dailyClaimOn(db: Database, userId: number, kind: string, gameDay: string) {
  const [claim] = await db
    .select()
    .from(dailyClaims)
    .where(and(eq(dailyClaims.userId, userId), eq(dailyClaims.kind, kind), eq(dailyClaims.gameDay, gameDay)));
  return claim ?? null;
}

/** The player's latest delivered purchase of a seasonal pack in this season, if any. */
export async function lastPurchaseInSeason(
  db: Database,
  userId: number,
  productId: number,
  seasonNumber: number,
) {
  const [last] = await db
    .select({ productName: orders.productName, fulfilledAt: orders.fulfilledAt })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.productId, productId),
        eq(orders.seasonNumber, seasonNumber),
        eq(orders.status, 'fulfilled'),
      ),
    )
    .orderBy(desc(orders.fulfilledAt))
    .limit(1);
  return last ?? null;
}

/** How many products are on sale, in all and ticket packages: the webshop's health. */
export async function activeProductCount(db: Database): Promise<{ all: number; ticketPackages: number }> {
  const [row] = await db
    .select({
      all: sql<number>`count(*)::int`,
      ticketPackages: sql<number>`(count(*) filter (where ${shopProducts.kind} = 'ticket_package'))::int`,
    })
    .from(shopProducts)
    .where(eq(shopProducts.active, true));
  return { all: row?.all ?? 0, ticketPackages: row?.ticketPackages ?? 0 };
}
