import { dateTimeFormat } from './intl-formats';

/**
 * Times and dates a reader sees in their own time zone. The server that paints a public page does
 * not know that zone, so it writes each of them as `<time datetime data-local-time="format">`: the
 * page's entry rewrites them in the reader's zone before the app has started (main.tsx), and the
 * stylesheet hides them until it has (index.css). The app then renders the same text, from these
 * same formats, so hydration finds what it expects (decision 0020).
 */
export const LOCAL_TIME_FORMATS = {
  /** A kick-off: "18:30", "06:30 PM". */
  time: { hour: '2-digit', minute: '2-digit' },
  /** When a list was fetched: "18:30:05". */
  timeWithSeconds: { hour: '2-digit', minute: '2-digit', second: '2-digit' },
  /** A day: "27 Nov 2026", "27.11.2026". */
  date: { dateStyle: 'medium' },
  /** A day and its time: "27 Nov 2026, 18:30" (when a campaign ends). */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /**
   * A game day, the same in every zone (noon UTC of it, printed in UTC, never slips to the day
   * before or after): "Sun, 22 November 2026". The weekday is short so the line fits a 375 px phone.
   */
  gameDay: { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type LocalTimeFormat = keyof typeof LOCAL_TIME_FORMATS;

/** The attribute naming a `<time>` element's format; the stylesheet hides it until rewritten. */
export const LOCAL_TIME_ATTRIBUTE = 'data-local-time';
/**
 * The attribute giving the offset from UTC (minutes) of the zone a time was written in, at that
 * time: where the reader's zone has the same offset then, the text is already theirs.
 */
export const ZONE_OFFSET_ATTRIBUTE = 'data-zone-offset';
/** Set on `<html>` once the page's times are in the reader's zone. */
export const LOCAL_TIMES_READY_ATTRIBUTE = 'data-local-times';

const isLocalTimeFormat = (format: string | null): format is LocalTimeFormat =>
  format !== null && Object.hasOwn(LOCAL_TIME_FORMATS, format);

/** The offset from UTC, in minutes, of this process's zone at `at` (a reader's, in a browser). */
export function zoneOffsetMinutes(at: string | number): number {
  const date = new Date(at);
  // Dates that are not one are never compared equal: their text is left to `formatLocalTime`.
  return Number.isNaN(date.getTime()) ? Number.NaN : -date.getTimezoneOffset();
}

/**
 * The text each time of the server's page shows once in the reader's zone, by instant, language
 * and format: the app renders that same text when it hydrates the page, without building an Intl
 * formatter. The first formatter of a page loads its language's data, a long task on a phone
 * (about 70 ms at Lighthouse's 4x slowdown, more in a fresh browser), which a page whose times the
 * server already wrote in the reader's zone does not need at all (decision 0037).
 */
const pageTexts = new Map<string, string>();

const textKey = (time: number, language: string, format: LocalTimeFormat) => `${time}|${language}|${format}`;

/** `at` in the reader's zone and language, or '' when it is not a date. */
export function formatLocalTime(at: string | number, language: string, format: LocalTimeFormat): string {
  const date = new Date(at);
  const time = date.getTime();
  if (Number.isNaN(time)) return '';
  return (
    pageTexts.get(textKey(time, language, format)) ??
    dateTimeFormat(language, LOCAL_TIME_FORMATS[format]).format(date)
  );
}

/** Whether a format shows the same text in every zone (it names its own). */
const inEveryZone = (format: LocalTimeFormat) => 'timeZone' in LOCAL_TIME_FORMATS[format];

/**
 * Rewrites every time the server wrote in `root` in the reader's zone, then lets them show, and
 * keeps each one's text for the app to render the same (`formatLocalTime`). An element whose
 * format or date this page does not know keeps the server's text.
 */
export function localiseTimes(root: ParentNode, language: string): void {
  for (const element of root.querySelectorAll<HTMLTimeElement>(`time[${LOCAL_TIME_ATTRIBUTE}]`)) {
    const format = element.getAttribute(LOCAL_TIME_ATTRIBUTE);
    const time = new Date(element.dateTime).getTime();
    if (!isLocalTimeFormat(format) || Number.isNaN(time)) continue;
    const key = textKey(time, language, format);
    // Written in a zone that shows the reader's clock at that moment (or in a format that names
    // its zone): already right, and no formatter is built for it.
    const writtenAt = element.getAttribute(ZONE_OFFSET_ATTRIBUTE);
    const right =
      inEveryZone(format) || (writtenAt !== null && Number(writtenAt) === zoneOffsetMinutes(time));
    // The first of a page's elements at an instant decides its text: the app renders one text for it.
    const text =
      pageTexts.get(key) ?? (right ? element.textContent : null) ?? formatLocalTime(time, language, format);
    if (element.textContent !== text) element.textContent = text;
    pageTexts.set(key, text);
  }
  document.documentElement.setAttribute(LOCAL_TIMES_READY_ATTRIBUTE, '');
}

/** Forgets the page's texts (tests: each renders a page of its own). */
export function forgetPageTimes(): void {
  pageTexts.clear();
}
