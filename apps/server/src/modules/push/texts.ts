import type { NotificationKey, NotificationParams } from '@pitchside/contract/account';
import { groupedParams } from '@pitchside/contract/grouped-params';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@pitchside/contract/languages';
import { loadLanguageTable } from '../../lib/language-table.ts';

type Texts = Partial<Record<NotificationKey, { title: string; message: string }>>;

/**
 * The same texts as the notification panel's (apps/web/src/locales/<lang>/notifications.json),
 * one file per language, loaded once by the shared language-table loader.
 */
export const PUSH_LOCALES: Record<LanguageCode, Texts> = await loadLanguageTable<Texts>(
  (code) => import(`./locales/${code}.json`, { with: { type: 'json' } }),
);

/** Fills a text, numbers grouped as the reader writes them (1,320 / 1.320). */
const fill = (template: string, params: NotificationParams, language: string) => {
  const values = groupedParams(params, language);
  return template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(values[name] ?? ''));
};

/** A push's title and body in the player's language (English where a text is missing). */
export function pushText(
  language: string,
  key: NotificationKey,
  params: NotificationParams,
): { title: string; body: string } | null {
  const code = isLanguageCode(language) ? language : DEFAULT_LANGUAGE;
  const texts = PUSH_LOCALES[code][key] ?? PUSH_LOCALES.en[key];
  if (!texts) return null;
  return { title: fill(texts.title, params, code), body: fill(texts.message, params, code) };
}
