import type { NotificationKey, NotificationParams } from '@pitchside/contract/account';
import { groupedParams } from '@pitchside/contract/grouped-params';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@pitchside/contract/languages';
// Imported, not read from disk: esbuild inlines JSON, so dist/main.js carries every language.
// The same texts as the notification panel's (apps/web/src/locales/<lang>/notifications.json).
import ar from './locales/ar.json' with { type: 'json' };
import de from './locales/de.json' with { type: 'json' };
import el from './locales/el.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };
import it from './locales/it.json' with { type: 'json' };
import nl from './locales/nl.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };
import pt from './locales/pt.json' with { type: 'json' };
import ru from './locales/ru.json' with { type: 'json' };
import tr from './locales/tr.json' with { type: 'json' };
import zh from './locales/zh.json' with { type: 'json' };

type Texts = Partial<Record<NotificationKey, { title: string; message: string }>>;

export const PUSH_LOCALES: Record<LanguageCode, Texts> = {
  en,
  tr,
  el,
  de,
  fr,
  es,
  it,
  pt,
  nl,
  pl,
  ru,
  zh,
  ar,
};

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
