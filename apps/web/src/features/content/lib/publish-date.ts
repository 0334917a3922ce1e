import { dateTimeFormat } from '@/lib/format/intl-formats';
/** A news date in the reader's language ("12 Mar 2026", "12.03.2026", "١٢ مارس ٢٠٢٦"). */
export function formatPublishDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}
