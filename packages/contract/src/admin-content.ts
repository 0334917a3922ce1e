import { z } from 'zod';
import { hasNulByte, idParam } from './bounds.ts';
import { newsTag, type Translations } from './content.ts';
import { LANGUAGE_CODES, type LanguageCode } from './languages.ts';
import { TICKET_CATEGORIES } from './support.ts';
import { hrefsIn, isAllowedLink, isAllowedNewsLink, LINK_ERROR } from './links.ts';

/**
 * News and banners in the back office (issue 14): a text per language, one image, a status and
 * an optional window. `translations.en` is required in full; every other language may leave any
 * field out (or blank), and readers then see the English one.
 */
export const CONTENT_STATUSES = ['draft', 'published'] as const;
export const contentStatus = z.enum(CONTENT_STATUSES);
export type ContentStatus = z.infer<typeof contentStatus>;

/** Where an item stands for a reader now: what the list shows next to the status. */
export const CONTENT_STATES = ['draft', 'scheduled', 'live', 'expired'] as const;
export type ContentState = (typeof CONTENT_STATES)[number];

export const CONTENT_LIMITS = { title: 200, description: 500, contentHtml: 50_000, buttonText: 60 } as const;
export const CONTENT_ERRORS = {
  englishRequired: 'English text is required',
  expiryBeforePublish: 'The expiry must come after the publish time',
  buttonLink:
    'The button link must be a page of the portal (/…) or an https:// address of a site the studio allows',
  newsLink: LINK_ERROR,
  imageUrl: 'Upload an image for this item',
  notFound: 'Content not found',
} as const;

const noNul = (value: string) => !hasNulByte(value);
const optionalText = (max: number) => z.string().max(max).refine(noNul, 'must not contain a NUL character');
const requiredText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, CONTENT_ERRORS.englishRequired)
    .max(max)
    .refine(noNul, 'must not contain a NUL character');

/** `{ en: full, de: partial, … }` for one kind of item's text fields. */
function translationsSchema<S extends z.ZodRawShape>(english: z.ZodObject<S>) {
  const other = english.partial().optional();
  const others = Object.fromEntries(
    LANGUAGE_CODES.filter((code) => code !== 'en').map((code) => [code, other]),
  ) as Record<Exclude<LanguageCode, 'en'>, typeof other>;
  return z.strictObject({ en: english, ...others });
}

/** Other languages may leave a field blank; English may not. */
const newsTexts = (make: (max: number) => z.ZodString) =>
  z.strictObject({
    title: make(CONTENT_LIMITS.title),
    description: make(CONTENT_LIMITS.description),
    contentHtml: make(CONTENT_LIMITS.contentHtml),
  });
const bannerTexts = (make: (max: number) => z.ZodString) =>
  z.strictObject({
    title: make(CONTENT_LIMITS.title),
    subtitle: make(CONTENT_LIMITS.description),
    buttonText: make(CONTENT_LIMITS.buttonText),
  });

export const newsTranslations = z.strictObject({
  ...translationsSchema(newsTexts(optionalText)).shape,
  en: newsTexts(requiredText),
});
export const bannerTranslations = z.strictObject({
  ...translationsSchema(bannerTexts(optionalText)).shape,
  en: bannerTexts(requiredText),
});

/** An image uploaded here (`/media/content/…`) or the demo world's (`/media/demo/…`). */
const imageUrl = z
  .string()
  .max(300)
  .regex(/^\/media\/(content|demo)\/[\w./-]+$/, CONTENT_ERRORS.imageUrl)
  .refine((url) => !url.includes('..'), CONTENT_ERRORS.imageUrl);
/**
 * A portal path (not `//host`, not `/\host`) or https to a host the studio allows (links.ts).
 * Without `hosts` any https host passes the shape check (the browser's check of saved items).
 */
const buttonLinkFor = (hosts?: readonly string[]) =>
  z
    .string()
    .trim()
    .max(500)
    .refine((link) => isAllowedLink(link, hosts), CONTENT_ERRORS.buttonLink);
const instant = z.iso.datetime({ offset: true }).nullable();

const windowed = <T extends { publishAt: string | null; expiresAt: string | null }>(body: T) =>
  !body.publishAt || !body.expiresAt || Date.parse(body.expiresAt) > Date.parse(body.publishAt);
const windowError = { message: CONTENT_ERRORS.expiryBeforePublish, path: ['expiresAt'] };

/** The news body schema; every link inside its HTML (each language) must be allowed too. */
export const newsBodyFor = (hosts?: readonly string[]) =>
  z
    .strictObject({
      translations: newsTranslations,
      imageUrl,
      tag: newsTag,
      status: contentStatus,
      /** Shown as the item's date; empty means "the moment it is published". */
      publishAt: instant,
      expiresAt: instant,
    })
    .refine(windowed, windowError)
    .superRefine((body, ctx) => {
      for (const [language, texts] of Object.entries(body.translations)) {
        const html = texts?.contentHtml ?? '';
        if (hrefsIn(html).some((href) => !isAllowedNewsLink(href, hosts)))
          ctx.addIssue({
            code: 'custom',
            message: CONTENT_ERRORS.newsLink,
            path: ['translations', language, 'contentHtml'],
          });
      }
    });
export const newsBody = newsBodyFor();
export type NewsBody = z.input<typeof newsBody>;

/** The banner body schema, its button link held to `hosts` (the server passes the studio's). */
export const bannerBodyFor = (hosts?: readonly string[]) =>
  z
    .strictObject({
      translations: bannerTranslations,
      imageUrl,
      buttonLink: buttonLinkFor(hosts),
      /** Carousel order, smallest first. */
      position: z.number().int().min(0).max(100_000),
      status: contentStatus,
      publishAt: instant,
      expiresAt: instant,
    })
    .refine(windowed, windowError);
export const bannerBody = bannerBodyFor();
export type BannerBody = z.input<typeof bannerBody>;

const common = {
  id: z.number().int(),
  imageUrl: z.string(),
  status: contentStatus,
  state: z.enum(CONTENT_STATES),
  publishAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  updatedAt: z.string(),
};
const looseTexts = z.record(z.string(), z.record(z.string(), z.string()));

export const adminNewsItem = z.object({
  ...common,
  tag: newsTag,
  translations: looseTexts,
});
export type AdminNewsItem = z.infer<typeof adminNewsItem>;
export const adminBanner = z.object({
  ...common,
  buttonLink: z.string(),
  position: z.number().int(),
  translations: looseTexts,
});
export type AdminBanner = z.infer<typeof adminBanner>;

export const adminNewsListResponse = z.object({ success: z.literal(true), data: z.array(adminNewsItem) });
export const adminNewsResponse = z.object({ success: z.literal(true), data: adminNewsItem });
export const adminBannerListResponse = z.object({ success: z.literal(true), data: z.array(adminBanner) });
export const adminBannerResponse = z.object({ success: z.literal(true), data: adminBanner });
export const contentItemParams = z.object({ id: idParam });

/** `POST /api/admin/news/preview`: an article body as the server will store and serve it. */
export const newsPreviewBody = z.strictObject({ html: optionalText(CONTENT_LIMITS.contentHtml) });
export const newsPreviewResponse = z.object({
  success: z.literal(true),
  data: z.object({ html: z.string() }),
});

export const CONTENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const imageUploadResponse = z.object({
  success: z.literal(true),
  data: z.object({ url: z.string() }),
});

/** The languages (other than English) with at least one field left empty: the editor's markers. */
export function missingLanguages(
  translations: Translations<Record<string, string>>,
  fields: readonly string[],
): LanguageCode[] {
  return LANGUAGE_CODES.filter(
    (code) => code !== 'en' && fields.some((field) => !translations[code]?.[field]?.trim()),
  );
}

/** Where an item stands at `now`. */
export function contentState(
  item: { status: ContentStatus; publishAt: string | null; expiresAt: string | null },
  now: Date,
): ContentState {
  if (item.status === 'draft') return 'draft';
  if (item.expiresAt && Date.parse(item.expiresAt) <= now.getTime()) return 'expired';
  if (item.publishAt && Date.parse(item.publishAt) > now.getTime()) return 'scheduled';
  return 'live';
}

/** FAQ entries (`/api/admin/faq`): a question and answer per language, English required. */
export const FAQ_LIMITS = { question: 300, answer: 4000 } as const;
const faqTexts = (make: (max: number) => z.ZodString) =>
  z.strictObject({ question: make(FAQ_LIMITS.question), answer: make(FAQ_LIMITS.answer) });
export const faqTranslations = z.strictObject({
  ...translationsSchema(faqTexts(optionalText)).shape,
  en: faqTexts(requiredText),
});
export const faqBody = z.strictObject({
  category: z.enum(TICKET_CATEGORIES),
  /** Reading order, smallest first. */
  position: z.number().int().min(0).max(100_000),
  translations: faqTranslations,
});
export type FaqBody = z.input<typeof faqBody>;
export const adminFaqEntry = z.object({
  id: z.number().int(),
  category: z.enum(TICKET_CATEGORIES),
  position: z.number().int(),
  translations: looseTexts,
});
export type AdminFaqEntry = z.infer<typeof adminFaqEntry>;
export const adminFaqListResponse = z.object({ success: z.literal(true), data: z.array(adminFaqEntry) });
export const adminFaqResponse = z.object({ success: z.literal(true), data: adminFaqEntry });
export const FAQ_TEXT_FIELDS = ['question', 'answer'] as const;
