import type { NotificationKey, NotificationParams } from '@pitchside/contract/account';
import { groupedParams } from '@pitchside/contract/grouped-params';
// Imported, not read from disk: esbuild inlines JSON into dist/main.js.
import en from './locales/en.json' with { type: 'json' };

/**
 * A notification is its key and values: the web renders them in the reader's language (its
 * `locales/<lang>/notifications.json`). The English text is stored beside them for API clients
 * that show `title` and `message` as they are (spec §4).
 */
const ENGLISH: Record<NotificationKey, { title: string; message: string }> = en;

/** Fills the English text, numbers grouped as English writes them (1,320). */
const fill = (template: string, params: NotificationParams) => {
  const values = groupedParams(params, 'en');
  return template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(values[name] ?? ''));
};

export function englishNotification(key: NotificationKey, params: NotificationParams = {}) {
  const texts = ENGLISH[key];
  return { title: fill(texts.title, params), message: fill(texts.message, params) };
}
