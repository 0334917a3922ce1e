import { numberFormat } from './intl-formats';
/** Grouped digits in the reader's language (1,234 / 1.234 / ١٬٢٣٤). */
export function formatNumber(value: number, locale?: string): string {
  return numberFormat(locale).format(value);
}
