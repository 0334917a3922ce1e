import {
  BANNER_TEXT_FIELDS,
  NEWS_TEXT_FIELDS,
  type BannerTexts,
  type NewsTexts,
  type Translations,
} from '@pitchside/contract/content';
import { CONTENT_ERRORS, type BannerBody, type NewsBody } from '@pitchside/contract/admin-content';
import { LANGUAGE_CODES } from '@pitchside/contract/languages';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import {
  deleteBanner,
  deleteNews,
  insertBanner,
  insertNews,
  listAllBanners,
  listAllNews,
  sanitizeNewsHtml,
  storeContentImage,
  updateBanner,
  updateNews,
  type BannerInsert,
  type NewsInsert,
} from '../content/index.ts';
import type { Actor } from './players-service.ts';
import { toAdminBanner, toAdminNews } from './content-views.ts';

/**
 * The languages other than English, trimmed, with blank fields left out (a reader then gets
 * the English one) and every news body sanitised before it is stored.
 */
function otherLanguages<T extends Record<string, string>>(
  translations: Record<string, Partial<T> | undefined>,
  fields: readonly (keyof T & string)[],
  clean: (field: keyof T & string, value: string) => string = (_field, value) => value,
): Translations<T> {
  const result: Record<string, Partial<T>> = {};
  for (const code of LANGUAGE_CODES) {
    if (code === 'en') continue;
    const texts: Partial<Record<string, string>> = {};
    for (const field of fields) {
      const value = clean(field, translations[code]?.[field]?.trim() ?? '');
      if (value.trim() !== '') texts[field] = value;
    }
    if (Object.keys(texts).length > 0) result[code] = texts as Partial<T>;
  }
  return result as Translations<T>;
}

const cleanNews = (field: string, value: string) =>
  field === 'contentHtml' ? sanitizeNewsHtml(value) : value;

function newsValues(body: NewsBody, now: Date): NewsInsert {
  const en = body.translations.en;
  const contentHtml = sanitizeNewsHtml(en.contentHtml);
  // A body that was nothing but markup the allow-list drops would leave readers an empty page.
  if (contentHtml.trim() === '') throw new AppError('VALIDATION_FAILED', CONTENT_ERRORS.englishRequired);
  return {
    title: en.title.trim(),
    description: en.description.trim(),
    contentHtml,
    translations: otherLanguages<NewsTexts>(body.translations, NEWS_TEXT_FIELDS, cleanNews),
    imageUrl: body.imageUrl,
    tag: body.tag,
    status: body.status,
    // Published without a date: dated the moment it goes out.
    publishedAt: body.publishAt ? new Date(body.publishAt) : body.status === 'published' ? now : null,
    expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
    updatedAt: now,
  };
}

function bannerValues(body: BannerBody, now: Date): BannerInsert {
  const en = body.translations.en;
  return {
    title: en.title.trim(),
    subtitle: en.subtitle.trim(),
    buttonText: en.buttonText.trim(),
    translations: otherLanguages<BannerTexts>(body.translations, BANNER_TEXT_FIELDS),
    buttonLink: body.buttonLink.trim(),
    imageUrl: body.imageUrl,
    sortOrder: body.position,
    status: body.status,
    publishAt: body.publishAt ? new Date(body.publishAt) : null,
    expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
    updatedAt: now,
  };
}

/** The fields a record compares: everything but the bookkeeping. */
const recorded = <T extends { state: string; updatedAt: string }>({ state: _s, updatedAt: _u, ...rest }: T) =>
  rest;

/**
 * News and banners in 13 languages (issue 14). Every change is one transaction with its audit
 * record, and drops the cached public answers and pages that showed the old version.
 */
export function createContentAdminService(deps: {
  db: Database;
  clock: () => Date;
  dataDir: string;
  onChange: () => Promise<void>;
}) {
  const { db, clock } = deps;

  async function audited<R>(
    actor: Actor,
    action: string,
    target: { type: string; id: number } | null,
    work: (
      tx: Transaction,
      now: Date,
    ) => Promise<{
      result: R;
      id: number;
      before?: Record<string, unknown>;
      after?: Record<string, unknown>;
    }>,
  ): Promise<R> {
    const outcome = await db.transaction(async (tx) => {
      const now = clock();
      const done = await work(tx, now);
      await recordAudit(tx, {
        at: now,
        actor,
        action,
        target: target ?? { type: action.split('.')[0] ?? 'content', id: done.id },
        ...(done.before ? { before: done.before } : {}),
        ...(done.after ? { after: done.after } : {}),
        ...(actor.ip ? { ip: actor.ip } : {}),
      });
      return done.result;
    });
    await deps.onChange();
    return outcome;
  }

  return {
    listNews: async () => (await listAllNews(db)).map((row) => toAdminNews(row, clock())),
    listBanners: async () => (await listAllBanners(db)).map((row) => toAdminBanner(row, clock())),

    createNews: (actor: Actor, body: NewsBody) =>
      audited(actor, 'news.create', null, async (tx, now) => {
        const item = toAdminNews(await insertNews(tx, newsValues(body, now)), now);
        return { result: item, id: item.id, after: recorded(item) };
      }),

    updateNews: (actor: Actor, id: number, body: NewsBody) =>
      audited(actor, 'news.update', { type: 'news', id }, async (tx, now) => {
        const changed = await updateNews(tx, id, () => newsValues(body, now));
        if (!changed) throw notFound(CONTENT_ERRORS.notFound);
        const after = toAdminNews(changed.after, now);
        return {
          result: after,
          id,
          before: recorded(toAdminNews(changed.before, now)),
          after: recorded(after),
        };
      }),

    deleteNews: (actor: Actor, id: number) =>
      audited(actor, 'news.delete', { type: 'news', id }, async (tx, now) => {
        const gone = await deleteNews(tx, id);
        if (!gone) throw notFound(CONTENT_ERRORS.notFound);
        return { result: undefined, id, before: recorded(toAdminNews(gone, now)) };
      }),

    createBanner: (actor: Actor, body: BannerBody) =>
      audited(actor, 'banner.create', null, async (tx, now) => {
        const item = toAdminBanner(await insertBanner(tx, bannerValues(body, now)), now);
        return { result: item, id: item.id, after: recorded(item) };
      }),

    updateBanner: (actor: Actor, id: number, body: BannerBody) =>
      audited(actor, 'banner.update', { type: 'banner', id }, async (tx, now) => {
        const changed = await updateBanner(tx, id, () => bannerValues(body, now));
        if (!changed) throw notFound(CONTENT_ERRORS.notFound);
        const after = toAdminBanner(changed.after, now);
        return {
          result: after,
          id,
          before: recorded(toAdminBanner(changed.before, now)),
          after: recorded(after),
        };
      }),

    deleteBanner: (actor: Actor, id: number) =>
      audited(actor, 'banner.delete', { type: 'banner', id }, async (tx, now) => {
        const gone = await deleteBanner(tx, id);
        if (!gone) throw notFound(CONTENT_ERRORS.notFound);
        return { result: undefined, id, before: recorded(toAdminBanner(gone, now)) };
      }),

    /** An article body as it will be stored and served. */
    previewNews: (html: string) => sanitizeNewsHtml(html),

    /** Stores a picture for news or a banner; null when the bytes are not an image. */
    storeImage: (image: Buffer, fileName?: string) => storeContentImage(deps.dataDir, image, fileName),
  };
}

export type ContentAdminService = ReturnType<typeof createContentAdminService>;
