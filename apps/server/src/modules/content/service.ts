import {
  BANNER_NOT_FOUND,
  NEWS_NOT_FOUND,
  localizedText,
  type Banner,
  type BannerTexts,
  type NewsDetail,
  type NewsSummary,
  type NewsTexts,
} from '@pitchside/contract/content';
import type { LanguageCode } from '@pitchside/contract/languages';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { findBanner, findNews, listBanners, listNews, type BannerRow, type NewsRow } from './repository.ts';
import { sanitizeNewsHtml } from './sanitize-news-html.ts';

const newsText = (row: NewsRow, language: LanguageCode, field: keyof NewsTexts) =>
  localizedText<NewsTexts>(
    { title: row.title, description: row.description, contentHtml: row.contentHtml },
    row.translations,
    language,
    field,
  );

const toNewsSummary = (row: NewsRow, language: LanguageCode): NewsSummary => ({
  Id: row.id,
  Title: newsText(row, language, 'title'),
  Description: newsText(row, language, 'description'),
  ImageUrl: row.imageUrl,
  Tag: row.tag,
  // A live item always has its publish time (the query asks for one in the past).
  PublishDate: (row.publishedAt ?? row.createdAt).toISOString(),
});

export function toBanner(row: BannerRow, language: LanguageCode): Banner {
  const text = (field: keyof BannerTexts) =>
    localizedText<BannerTexts>(
      { title: row.title, subtitle: row.subtitle, buttonText: row.buttonText },
      row.translations,
      language,
      field,
    );
  return {
    Id: row.id,
    Title: text('title'),
    Subtitle: text('subtitle'),
    ButtonText: text('buttonText'),
    ButtonLink: row.buttonLink,
    ImageUrl: row.imageUrl,
    SortOrder: row.sortOrder,
  };
}

/** The public side: live items only, each field in the reader's language or else in English. */
export function createContentService(db: Database, clock: () => Date) {
  return {
    async listNews(limit: number, language: LanguageCode): Promise<NewsSummary[]> {
      return (await listNews(db, clock(), limit)).map((row) => toNewsSummary(row, language));
    },
    async getNews(id: number, language: LanguageCode): Promise<NewsDetail> {
      const row = await findNews(db, id, clock());
      if (!row) throw notFound(NEWS_NOT_FOUND);
      // Sanitised on save too; again here, so a row written any other way is still safe.
      return {
        ...toNewsSummary(row, language),
        Content: sanitizeNewsHtml(newsText(row, language, 'contentHtml')),
      };
    },
    async listBanners(limit: number, language: LanguageCode): Promise<Banner[]> {
      return (await listBanners(db, clock(), limit)).map((row) => toBanner(row, language));
    },
    async getBanner(id: number, language: LanguageCode): Promise<Banner> {
      const row = await findBanner(db, id, clock());
      if (!row) throw notFound(BANNER_NOT_FOUND);
      return toBanner(row, language);
    },
  };
}
