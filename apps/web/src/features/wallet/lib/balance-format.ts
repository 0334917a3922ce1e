import { numberFormat } from '@/lib/format/intl-formats';
export { formatDateTime } from '@/lib/format/format-date-time';

/** Web points with a sign: "+120", "−5", "0". */
export function formatSignedPoints(amount: number, locale: string): string {
  return numberFormat(locale, { signDisplay: 'exceptZero' }).format(amount);
}
