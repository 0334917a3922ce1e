import type { NotificationKey, NotificationParams } from '@pitchside/contract/account';
// Imported, not read from disk: esbuild inlines JSON into dist/main.js.
import en from './locales/en.json' with { type: 'json' };

/**
 * A notification is its key and values: the web renders them in the reader's language (its
 * `locales/<lang>/notifications.json`). The English text is stored beside them for API clients
 * that show `title` and `message` as they are (spec §4).
 */
const ENGLISH: Record<NotificationKey, { title: string; message: string }> = en;

const fill = (template: string, params: NotificationParams) =>
  template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(params[name] ?? ''));

export function englishNotification(key: NotificationKey, params: NotificationParams = {}) {
  const texts = ENGLISH[key];
  return { title: fill(texts.title, params), message: fill(texts.message, params) };
}
