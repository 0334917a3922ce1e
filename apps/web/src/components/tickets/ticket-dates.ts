import { dateTimeFormat, numberFormat } from '@/lib/format/intl-formats';
/** Ticket times in the reader's language: "22 Nov 2026, 14:05". */
export function formatTicketDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export function formatFileSize(bytes: number, language: string): string {
  const number = (value: number, digits: number) =>
    numberFormat(language, { maximumFractionDigits: digits }).format(value);
  if (bytes < 1024) return `${number(bytes, 0)} B`;
  if (bytes < 1024 * 1024) return `${number(bytes / 1024, 0)} KB`;
  return `${number(bytes / 1024 / 1024, 1)} MB`;
}
