import { LOCAL_TIME_FORMATS } from './local-time';

/**
 * Builds one formatter of each kind the portal shows (grouped numbers, euros, percentages, dates
 * and times in the reader's zone, plural rules, "2 days ago") in `language`. The first formatter
 * of a kind makes ICU load its data, which it keeps for the whole browser process: tens of
 * milliseconds of the main thread on a phone, paid here by a worker instead (`warmIntl`).
 */
export function buildIntlFormats(language: string): void {
  try {
    new Intl.NumberFormat(language).format(1234.5);
    new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(9.99);
    new Intl.NumberFormat(language, { style: 'percent', signDisplay: 'exceptZero' }).format(0.5);
    for (const options of Object.values(LOCAL_TIME_FORMATS))
      new Intl.DateTimeFormat(language, options).format(Date.now());
    new Intl.PluralRules(language).select(2);
    new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(-2, 'day');
  } catch {
    // A language tag Intl refuses: the page builds its formatters when it first needs them.
  }
}
