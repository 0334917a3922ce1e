import { z } from 'zod';
import { idParam, sizeParam } from './bounds.ts';
import { okEnvelope } from './api.ts';
import { CACHE_WINDOWS } from './cache-windows.ts';

/** News and banners of the home page (spec §3 "News", "Banner"). Field names follow the spec. */
export const NEWS_TAGS = ['Event', 'Announcement', 'Patch', 'Update', 'Maintenance'] as const;
export const newsTag = z.enum(NEWS_TAGS);
export type NewsTag = z.infer<typeof newsTag>;

/** The home page asks for 10 (spec §9); larger asks are clamped, not refused. */
export const CONTENT_LIST_DEFAULT = 10;
export const CONTENT_LIST_MAX = 50;
export const CONTENT_CACHE = CACHE_WINDOWS.content;

export const NEWS_NOT_FOUND = 'News not found';
export const BANNER_NOT_FOUND = 'Banner not found';

const clamp = (max: number) => (n: number) => Math.min(Math.max(n, 1), max);

export const contentListQuery = z.strictObject({
  limit: sizeParam.default(CONTENT_LIST_DEFAULT).transform(clamp(CONTENT_LIST_MAX)),
});
export const contentIdParams = z.strictObject({ id: idParam });

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
