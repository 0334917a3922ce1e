import { dateTimeFormat } from './intl-formats';
/** "22 Nov 2026, 04:35" in the reader's language; the API's dates are ISO instants. */
export function formatDateTime(iso: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
