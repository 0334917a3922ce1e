import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { banners, news } from '../../db/schema/content.ts';

const newsSummaryColumns = {
  id: news.id,
  title: news.title,
  description: news.description,
  imageUrl: news.imageUrl,
  tag: news.tag,
  publishedAt: news.publishedAt,
};

/** Published news, newest first (items dated in the future stay hidden). */
export function listNews(db: Database, now: Date, limit: number) {
  return db
    .select(newsSummaryColumns)
    .from(news)
    .where(lte(news.publishedAt, now))
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(limit);
}

export async function findNews(db: Database, id: number, now: Date) {
  const rows = await db
    .select({ ...newsSummaryColumns, contentHtml: news.contentHtml })
    .from(news)
    .where(and(eq(news.id, id), lte(news.publishedAt, now)));
  return rows[0];
}

const bannerColumns = {
  id: banners.id,
  title: banners.title,
  subtitle: banners.subtitle,
  buttonText: banners.buttonText,
  buttonLink: banners.buttonLink,
  imageUrl: banners.imageUrl,
  sortOrder: banners.sortOrder,
};

export function listBanners(db: Database, limit: number) {
  return db
    .select(bannerColumns)
    .from(banners)
    .where(eq(banners.active, true))
    .orderBy(asc(banners.sortOrder), asc(banners.id))
    .limit(limit);
}

export async function findBanner(db: Database, id: number) {
  const rows = await db
    .select(bannerColumns)
    .from(banners)
    .where(and(eq(banners.id, id), eq(banners.active, true)));
  return rows[0];
}
