import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetPageTimes, formatLocalTime, localiseTimes } from './local-time';

afterEach(() => {
  vi.restoreAllMocks();
  forgetPageTimes();
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-local-times');
});

// The tests run with TZ=UTC (vitest config); a reader's zone is the browser's, which these
// formats leave to Intl: what matters here is that the server's text is replaced by them.
describe('localiseTimes', () => {
  it("rewrites the server's times in the reader's language and zone, then lets them show", () => {
    document.body.innerHTML = `
      <div id="root">
        <time datetime="2026-11-27T18:30:00.000Z" data-local-time="time">21:30</time>
        <time datetime="2026-11-27T18:30:05.000Z" data-local-time="timeWithSeconds">21:30:05</time>
        <time datetime="2026-11-27T23:30:00.000Z" data-local-time="date">28 Nov 2026</time>
      </div>`;
    localiseTimes(document.body, 'de');
    const texts = [...document.querySelectorAll('time')].map((time) => time.textContent);
    expect(texts).toEqual([
      formatLocalTime('2026-11-27T18:30:00.000Z', 'de', 'time'),
      formatLocalTime('2026-11-27T18:30:05.000Z', 'de', 'timeWithSeconds'),
      formatLocalTime('2026-11-27T23:30:00.000Z', 'de', 'date'),
    ]);
    expect(texts).toEqual(['18:30', '18:30:05', '27.11.2026']);
    expect(document.documentElement).toHaveAttribute('data-local-times');
  });

  it("keeps a time written in a zone with the reader's offset at that moment, and rewrites one from another", () => {
    // The tests' zone is UTC: offset 0 all year.
    document.body.innerHTML = `
      <time datetime="2026-11-27T18:30:00.000Z" data-local-time="time" data-zone-offset="0">as sent</time>
      <time datetime="2026-11-27T18:45:00.000Z" data-local-time="time" data-zone-offset="330">00:15</time>`;
    localiseTimes(document.body, 'de');
    expect([...document.querySelectorAll('time')].map((time) => time.textContent)).toEqual([
      'as sent',
      '18:45',
    ]);
    expect(document.documentElement).toHaveAttribute('data-local-times');
  });

  it("gives the app the server's text for a time already in the reader's zone, building no formatter", () => {
    document.body.innerHTML = `
      <time datetime="2026-11-27T18:30:00.000Z" data-local-time="time" data-zone-offset="0">18h30</time>
      <time datetime="2026-11-22T12:00:00.000Z" data-local-time="gameDay" data-zone-offset="60">dim. 22 nov.</time>`;
    const formatters = vi.spyOn(Intl, 'DateTimeFormat');
    localiseTimes(document.body, 'fr');
    // What hydration renders for these instants: the page's own text, so React finds what it expects.
    expect(formatLocalTime('2026-11-27T18:30:00.000Z', 'fr', 'time')).toBe('18h30');
    expect(formatLocalTime(Date.parse('2026-11-22T12:00:00Z'), 'fr', 'gameDay')).toBe('dim. 22 nov.');
    expect(formatters).not.toHaveBeenCalled();
    formatters.mockRestore();
    // Another instant, language or format is Intl's.
    expect(formatLocalTime('2026-11-27T18:31:00.000Z', 'fr', 'time')).toBe('18:31');
    expect(formatLocalTime('2026-11-27T18:30:00.000Z', 'en-GB', 'time')).toBe('18:30');
  });

  it('writes a game day the same in every zone, and one text per instant on a page', () => {
    // A game day names its zone (UTC): a server in any zone wrote it right.
    document.body.innerHTML = `
      <time datetime="2026-11-22T12:00:00.000Z" data-local-time="gameDay" data-zone-offset="-600">Sun, 22 November 2026</time>
      <time datetime="2026-11-27T18:30:00.000Z" data-local-time="time" data-zone-offset="330">00:00</time>
      <time datetime="2026-11-27T18:30:00.000Z" data-local-time="time" data-zone-offset="0">18:30 UTC</time>`;
    localiseTimes(document.body, 'en-GB');
    expect([...document.querySelectorAll('time')].map((time) => time.textContent)).toEqual([
      'Sun, 22 November 2026',
      '18:30',
      '18:30',
    ]);
  });

  it('leaves a time it cannot read as the server wrote it', () => {
    document.body.innerHTML = `
      <time datetime="not a date" data-local-time="time">kick-off</time>
      <time datetime="2026-11-27T18:30:00.000Z" data-local-time="toString">as sent</time>`;
    localiseTimes(document.body, 'en');
    expect([...document.querySelectorAll('time')].map((time) => time.textContent)).toEqual([
      'kick-off',
      'as sent',
    ]);
  });
});

describe('formatLocalTime', () => {
  it('writes nothing for a date that is not one', () => {
    expect(formatLocalTime('soon', 'en', 'date')).toBe('');
  });
});
