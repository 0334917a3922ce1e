import { and, asc, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { banners, news } from '../../db/schema/content.ts';

export type NewsRow = typeof news.$inferSelect;
export type BannerRow = typeof banners.$inferSelect;
export type NewsInsert = Omit<typeof news.$inferInsert, 'id' | 'createdAt'>;
export type BannerInsert = Omit<typeof banners.$inferInsert, 'id'>;

/** Published, past its publish time and not yet expired: what a reader may see at `now`. */
const newsIsLive = (now: Date) =>
  and(
    eq(news.status, 'published'),
    lte(news.publishedAt, now),
    or(isNull(news.expiresAt), gt(news.expiresAt, now)),
  );
const bannerIsLive = (now: Date) =>
  and(
    eq(banners.status, 'published'),
    or(isNull(banners.publishAt), lte(banners.publishAt, now)),
    or(isNull(banners.expiresAt), gt(banners.expiresAt, now)),
  );

/** Live news, newest first. The list carries every language's texts but no HTML body. */
export function listNews(db: Database, now: Date, limit: number) {
  return db
    .select()
    .from(news)
    .where(newsIsLive(now))
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(limit);
}

export async function findNews(db: Database, id: number, now: Date) {
  const rows = await db
    .select()
    .from(news)
    .where(and(eq(news.id, id), newsIsLive(now)));
  return rows[0];
}

export function listBanners(db: Database, now: Date, limit: number) {
  return db
    .select()
    .from(banners)
    .where(bannerIsLive(now))
    .orderBy(asc(banners.sortOrder), asc(banners.id))
    .limit(limit);
}

export async function findBanner(db: Database, id: number, now: Date) {
  const rows = await db
    .select()
    .from(banners)
    .where(and(eq(banners.id, id), bannerIsLive(now)));
  return rows[0];
}

// The back office's reads and writes: every item, whatever its status.

export function listAllNews(db: Database) {
  return db.select().from(news).orderBy(desc(news.updatedAt), desc(news.id));
}

export function listAllBanners(db: Database) {
  return db.select().from(banners).orderBy(asc(banners.sortOrder), asc(banners.id));
}

export async function insertNews(tx: Transaction, values: NewsInsert): Promise<NewsRow> {
  const [row] = await tx.insert(news).values(values).returning();
  return row as NewsRow;
}

export async function insertBanner(tx: Transaction, values: BannerInsert): Promise<BannerRow> {
  const [row] = await tx.insert(banners).values(values).returning();
  return row as BannerRow;
}

/** Locks the item, applies `change` and returns both versions (for the audit record), or null. */
export async function updateNews(
  tx: Transaction,
  id: number,
  change: (before: NewsRow) => Partial<NewsInsert>,
): Promise<{ before: NewsRow; after: NewsRow } | null> {
  const [before] = await tx.select().from(news).where(eq(news.id, id)).for('update');
  if (!before) return null;
  const [after] = await tx.update(news).set(change(before)).where(eq(news.id, id)).returning();
  return { before, after: after as NewsRow };
}

export async function updateBanner(
  tx: Transaction,
  id: number,
  change: (before: BannerRow) => Partial<BannerInsert>,
): Promise<{ before: BannerRow; after: BannerRow } | null> {
  const [before] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
  if (!before) return null;
  const [after] = await tx.update(banners).set(change(before)).where(eq(banners.id, id)).returning();
  return { before, after: after as BannerRow };
}

export async function deleteNews(tx: Transaction, id: number): Promise<NewsRow | undefined> {
  const [row] = await tx.delete(news).where(eq(news.id, id)).returning();
  return row;
}

export async function deleteBanner(tx: Transaction, id: number): Promise<BannerRow | undefined> {
  const [row] = await tx.delete(banners).where(eq(banners.id, id)).returning();
  return row;
}
