import { numberFormat } from './intl-formats';
/**
 * Integer euro cents as money in the reader's language (DESIGN.md §1: cents everywhere,
 * Intl for display): 999 → "€9.99" in en, "9,99 €" in de.
 */
export function formatMoney(cents: number, locale?: string, currency = 'EUR'): string {
  return numberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}
