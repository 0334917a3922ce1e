import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
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

/** Every product's slug and names: what the product-name list is built from. */
export async function listProductNames(db: Database) {
  return db
    .select({
      slug: shopProducts.slug,
      displayName: shopProducts.displayName,
      nameTranslations: shopProducts.nameTranslations,
    })
    .from(shopProducts);
}

/** Every product, hidden ones included, in the shop's order: the back office's catalogue. */
export async function listAllProducts(db: Database) {
  return db
    .select()
    .from(shopProducts)
    .orderBy(asc(shopProducts.kind), asc(shopProducts.sortOrder), asc(shopProducts.id));
}

/**
 * Changes a product under its row lock, inside the caller's transaction (which also writes the
 * audit record); answers the row before and after, or null when there is no such product.
 */
export async function updateProduct(
  tx: Transaction,
  id: number,
  change: (before: ProductRow) => Partial<typeof shopProducts.$inferInsert>,
) {
  const [before] = await tx.select().from(shopProducts).where(eq(shopProducts.id, id)).for('update');
  if (!before) return null;
  const [after] = await tx
    .update(shopProducts)
    .set(change(before))
    .where(eq(shopProducts.id, id))
    .returning();
  return { before, after: after as ProductRow };
}

export type ProductRow = typeof shopProducts.$inferSelect;
