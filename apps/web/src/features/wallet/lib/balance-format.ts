/** "22 Nov 2026, 04:35" in the reader's language; the rows' dates are ISO instants. */
export function formatDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** Web points with a sign: "+120", "−5", "0". */
export function formatSignedPoints(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' }).format(amount);
}
