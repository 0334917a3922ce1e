import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { seasons } from '../../db/schema/game.ts';
import { shopProducts } from '../../db/schema/shop.ts';

const productColumns = {
  id: shopProducts.id,
  slug: shopProducts.slug,
  kind: shopProducts.kind,
  displayName: shopProducts.displayName,
  priceCents: shopProducts.priceCents,
  originalPriceCents: shopProducts.originalPriceCents,
  tickets: shopProducts.tickets,
  energy: shopProducts.energy,
  skillPoints: shopProducts.skillPoints,
  superGoal: shopProducts.superGoal,
  webPoints: shopProducts.webPoints,
};

/** An active catalogue product by slug, or undefined. */
export async function findActiveProduct(db: Database, slug: string) {
  const rows = await db
    .select(productColumns)
    .from(shopProducts)
    .where(and(eq(shopProducts.slug, slug), eq(shopProducts.active, true)));
  return rows[0];
}

/** The running season (the latest one), which the once-per-season purchase rule counts in. */
export async function findCurrentSeason(db: Database) {
  const rows = await db
    .select({ id: seasons.id, number: seasons.number, name: seasons.name })
    .from(seasons)
    .orderBy(desc(seasons.number))
    .limit(1);
  return rows[0] ?? null;
}
