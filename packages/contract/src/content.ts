import { z } from 'zod';
import { idParam, sizeParam } from './bounds.ts';
import { okEnvelope } from './api.ts';
import { CONTENT_LIST_DEFAULT, CONTENT_LIST_MAX } from './content-limits.ts';
import { isLanguageCode, type LanguageCode } from './languages.ts';

/** News and banners of the home page (spec §3 "News", "Banner"). Field names follow the spec. */
export const NEWS_TAGS = ['Event', 'Announcement', 'Patch', 'Update', 'Maintenance'] as const;
export const newsTag = z.enum(NEWS_TAGS);
export type NewsTag = z.infer<typeof newsTag>;

export { CONTENT_CACHE, CONTENT_LIST_DEFAULT, CONTENT_LIST_MAX } from './content-limits.ts';

export const NEWS_NOT_FOUND = 'News not found';
export const BANNER_NOT_FOUND = 'Banner not found';

const clamp = (max: number) => (n: number) => Math.min(Math.max(n, 1), max);

/**
 * The reader's language (`?lang=`): a language tag such as `de` or `de-AT`. A language the
 * portal does not have reads as none (the server then asks `Accept-Language`, then English), so
 * a link with a stale tag still shows the news; the parsed value is one of 13 codes, which keeps
 * the public cache's keys few.
 */
export const contentLanguageParam = z
  .string()
  .max(35)
  .optional()
  .transform((tag): LanguageCode | undefined => {
    const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
    return isLanguageCode(base) ? base : undefined;
  });

export const contentListQuery = z.strictObject({
  limit: sizeParam.default(CONTENT_LIST_DEFAULT).transform(clamp(CONTENT_LIST_MAX)),
  lang: contentLanguageParam,
});
export const contentDetailQuery = z.strictObject({ lang: contentLanguageParam });
export const contentIdParams = z.strictObject({ id: idParam });

/**
 * Texts per language (issue 14). English is required and is what every other language falls
 * back to, field by field: a German item without a German subtitle shows the English one.
 */
export const NEWS_TEXT_FIELDS = ['title', 'description', 'contentHtml'] as const;
export const BANNER_TEXT_FIELDS = ['title', 'subtitle', 'buttonText'] as const;
export type NewsTexts = Record<(typeof NEWS_TEXT_FIELDS)[number], string>;
export type BannerTexts = Record<(typeof BANNER_TEXT_FIELDS)[number], string>;
export type Translations<T> = Partial<Record<LanguageCode, Partial<T>>>;

/** The text of `field` in `language`, else in English. Blank counts as missing. */
export function localizedText<T extends Record<string, string>>(
  english: T,
  translations: Translations<T>,
  language: LanguageCode,
  field: keyof T & string,
): string {
  const local = translations[language]?.[field];
  return local && local.trim() !== '' ? local : (english[field] ?? '');
}

/** A news item in lists: everything but the HTML body, which the detail call brings. */
export const newsSummary = z.object({
  Id: z.number().int(),
  Title: z.string(),
  Description: z.string(),
  /** Relative to the API host (e.g. /media/demo/news/x.svg) or absolute. */
  ImageUrl: z.string(),
  Tag: newsTag,
  /** ISO 8601. */
  PublishDate: z.string(),
});
export type NewsSummary = z.infer<typeof newsSummary>;

export const newsDetail = newsSummary.extend({
  /** Sanitised HTML: an allow-list of tags and attributes, no script, no event handlers. */
  Content: z.string(),
});
export type NewsDetail = z.infer<typeof newsDetail>;

export const banner = z.object({
  Id: z.number().int(),
  Title: z.string(),
  Subtitle: z.string(),
  ButtonText: z.string(),
  /** Starting with http: opens in a new tab; otherwise an internal route such as /webshop/tickets. */
  ButtonLink: z.string(),
  ImageUrl: z.string(),
  SortOrder: z.number().int(),
});
export type Banner = z.infer<typeof banner>;

export const newsListResponse = okEnvelope(z.array(newsSummary));
export const newsDetailResponse = okEnvelope(newsDetail);
export const bannerListResponse = okEnvelope(z.array(banner));
export const bannerDetailResponse = okEnvelope(banner);
