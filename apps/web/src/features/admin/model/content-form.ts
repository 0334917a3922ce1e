import {
  CONTENT_LIMITS,
  type AdminBanner,
  type AdminNewsItem,
  type BannerBody,
  type ContentStatus,
  type NewsBody,
} from '@pitchside/contract/admin-content';
import { BANNER_TEXT_FIELDS, NEWS_TEXT_FIELDS, type NewsTag } from '@pitchside/contract/content';
import { LANGUAGE_CODES, type LanguageCode } from '@pitchside/contract/languages';
import { isAllowedLink } from '@pitchside/contract/links';
import { getConfig } from '@/lib/config';

export type ContentKindForm = 'news' | 'banner';
export type TextField = 'title' | 'description' | 'contentHtml' | 'subtitle' | 'buttonText';
export type Texts = Record<LanguageCode, Partial<Record<TextField, string>>>;

export const TEXT_FIELDS: Record<ContentKindForm, readonly TextField[]> = {
  news: NEWS_TEXT_FIELDS,
  banner: BANNER_TEXT_FIELDS,
};
export const FIELD_LIMITS: Record<TextField, number> = {
  title: CONTENT_LIMITS.title,
  description: CONTENT_LIMITS.description,
  contentHtml: CONTENT_LIMITS.contentHtml,
  subtitle: CONTENT_LIMITS.description,
  buttonText: CONTENT_LIMITS.buttonText,
};

/** What the editor holds: texts per language, and the settings shared by all of them. */
export interface ContentForm {
  texts: Texts;
  imageUrl: string;
  tag: NewsTag;
  buttonLink: string;
  position: string;
  status: ContentStatus;
  /** `datetime-local` values (the editor's own time zone), '' for none. */
  publishAt: string;
  expiresAt: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as a `datetime-local` value in this browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
/** A `datetime-local` value as an ISO instant; '' is none. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function textsOf(translations: Record<string, Record<string, string>>): Texts {
  return Object.fromEntries(LANGUAGE_CODES.map((code) => [code, { ...translations[code] }])) as Texts;
}

export function formOf(kind: ContentKindForm, item: AdminNewsItem | AdminBanner | null): ContentForm {
  const empty: ContentForm = {
    texts: textsOf({}),
    imageUrl: '',
    tag: 'Announcement',
    buttonLink: '/webshop/tickets',
    position: '10',
    status: 'draft',
    publishAt: '',
    expiresAt: '',
  };
  if (!item) return empty;
  return {
    ...empty,
    texts: textsOf(item.translations),
    imageUrl: item.imageUrl,
    status: item.status,
    publishAt: toLocalInput(item.publishAt),
    expiresAt: toLocalInput(item.expiresAt),
    ...(kind === 'news' && 'tag' in item ? { tag: item.tag } : {}),
    ...(kind === 'banner' && 'buttonLink' in item
      ? { buttonLink: item.buttonLink, position: String(item.position) }
      : {}),
  };
}

/** Languages other than English with a field left empty: the editor's markers. */
export function missingIn(kind: ContentKindForm, texts: Texts): LanguageCode[] {
  return LANGUAGE_CODES.filter(
    (code) => code !== 'en' && TEXT_FIELDS[kind].some((field) => !texts[code][field]?.trim()),
  );
}

export type FormErrorKey = 'required' | 'tooLong' | 'expiry' | 'link' | 'position' | 'image';
export type FormErrors = Partial<
  Record<`${LanguageCode}.${TextField}` | 'imageUrl' | 'buttonLink' | 'position' | 'expiresAt', FormErrorKey>
>;

/** The same rules as the server's schema, so a mistake is shown at its field before a round trip. */
export function validate(
  kind: ContentKindForm,
  form: ContentForm,
  /** Hosts banners may link to over https (the server's LINK_HOSTS and store links). */
  linkHosts: readonly string[] | undefined = getConfig().linkHosts,
): FormErrors {
  const errors: FormErrors = {};
  for (const code of LANGUAGE_CODES) {
    for (const field of TEXT_FIELDS[kind]) {
      const value = form.texts[code][field] ?? '';
      if (code === 'en' && !value.trim()) errors[`${code}.${field}`] = 'required';
      else if (value.length > FIELD_LIMITS[field]) errors[`${code}.${field}`] = 'tooLong';
    }
  }
  if (!form.imageUrl) errors.imageUrl = 'image';
  if (kind === 'banner') {
    if (!isAllowedLink(form.buttonLink.trim(), linkHosts)) errors.buttonLink = 'link';
    if (!/^\d{1,6}$/.test(form.position) || Number(form.position) > 100_000) errors.position = 'position';
  }
  const publish = fromLocalInput(form.publishAt);
  const expires = fromLocalInput(form.expiresAt);
  if (publish && expires && Date.parse(expires) <= Date.parse(publish)) errors.expiresAt = 'expiry';
  return errors;
}

function translationsOf(kind: ContentKindForm, texts: Texts) {
  return Object.fromEntries(
    LANGUAGE_CODES.flatMap((code) => {
      const entries = TEXT_FIELDS[kind]
        .map((field) => [field, texts[code][field] ?? ''] as const)
        .filter(([, value]) => code === 'en' || value.trim() !== '');
      return entries.length > 0 ? [[code, Object.fromEntries(entries)]] : [];
    }),
  );
}

export function newsBodyOf(form: ContentForm): NewsBody {
  return {
    translations: translationsOf('news', form.texts) as NewsBody['translations'],
    imageUrl: form.imageUrl,
    tag: form.tag,
    status: form.status,
    publishAt: fromLocalInput(form.publishAt),
    expiresAt: fromLocalInput(form.expiresAt),
  };
}

export function bannerBodyOf(form: ContentForm): BannerBody {
  return {
    translations: translationsOf('banner', form.texts) as BannerBody['translations'],
    imageUrl: form.imageUrl,
    buttonLink: form.buttonLink.trim(),
    position: Number(form.position),
    status: form.status,
    publishAt: fromLocalInput(form.publishAt),
    expiresAt: fromLocalInput(form.expiresAt),
  };
}
