import { contentState, type AdminBanner, type AdminNewsItem } from '@pitchside/contract/admin-content';
import type { BannerRow, NewsRow } from '../content/index.ts';

/** News and banners as the back office lists them: state, schedule and every language. */
const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toAdminNews(row: NewsRow, now: Date): AdminNewsItem {
  const view = {
    status: row.status,
    publishAt: iso(row.publishedAt),
    expiresAt: iso(row.expiresAt),
  };
  return {
    id: row.id,
    ...view,
    state: contentState(view, now),
    imageUrl: row.imageUrl,
    tag: row.tag,
    updatedAt: row.updatedAt.toISOString(),
    translations: {
      ...row.translations,
      en: { title: row.title, description: row.description, contentHtml: row.contentHtml },
    },
  };
}

export function toAdminBanner(row: BannerRow, now: Date): AdminBanner {
  const view = { status: row.status, publishAt: iso(row.publishAt), expiresAt: iso(row.expiresAt) };
  return {
    id: row.id,
    ...view,
    state: contentState(view, now),
    imageUrl: row.imageUrl,
    buttonLink: row.buttonLink,
    position: row.sortOrder,
    updatedAt: row.updatedAt.toISOString(),
    translations: {
      ...row.translations,
      en: { title: row.title, subtitle: row.subtitle, buttonText: row.buttonText },
    },
  };
}
