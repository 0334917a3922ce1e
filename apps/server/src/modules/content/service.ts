import {
  BANNER_NOT_FOUND,
  NEWS_NOT_FOUND,
  type Banner,
  type NewsDetail,
  type NewsSummary,
} from '@pitchside/contract/content';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { findBanner, findNews, listBanners, listNews } from './repository.ts';
import { sanitizeNewsHtml } from './sanitize-news-html.ts';

type NewsRow = Awaited<ReturnType<typeof listNews>>[number];
type BannerRow = Awaited<ReturnType<typeof listBanners>>[number];

const toNewsSummary = (row: NewsRow): NewsSummary => ({
  Id: row.id,
  Title: row.title,
  Description: row.description,
  ImageUrl: row.imageUrl,
  Tag: row.tag,
  PublishDate: row.publishedAt.toISOString(),
});

const toBanner = (row: BannerRow): Banner => ({
  Id: row.id,
  Title: row.title,
  Subtitle: row.subtitle,
  ButtonText: row.buttonText,
  ButtonLink: row.buttonLink,
  ImageUrl: row.imageUrl,
  SortOrder: row.sortOrder,
});

export function createContentService(db: Database, clock: () => Date) {
  return {
    async listNews(limit: number): Promise<NewsSummary[]> {
      return (await listNews(db, clock(), limit)).map(toNewsSummary);
    },
    async getNews(id: number): Promise<NewsDetail> {
      const row = await findNews(db, id, clock());
      if (!row) throw notFound(NEWS_NOT_FOUND);
      return { ...toNewsSummary(row), Content: sanitizeNewsHtml(row.contentHtml) };
    },
    async listBanners(limit: number): Promise<Banner[]> {
      return (await listBanners(db, limit)).map(toBanner);
    },
    async getBanner(id: number): Promise<Banner> {
      const row = await findBanner(db, id);
      if (!row) throw notFound(BANNER_NOT_FOUND);
      return toBanner(row);
    },
  };
}
