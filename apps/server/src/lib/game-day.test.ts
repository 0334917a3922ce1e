import { describe, expect, it } from 'vitest';
import { dayKey, dayStart, monthStart, startOfDayKey } from './game-day.ts';

describe('game days', () => {
  it('starts a day at midnight of the game time zone', () => {
    const at = new Date('2026-03-10T22:30:00Z');
    expect(dayStart(at, 'UTC').toISOString()).toBe('2026-03-10T00:00:00.000Z');
    // 01:30 on the 11th in Istanbul (UTC+3): that day began at 21:00 UTC on the 10th.
    expect(dayKey(at, 'Europe/Istanbul')).toBe('2026-03-11');
    expect(dayStart(at, 'Europe/Istanbul').toISOString()).toBe('2026-03-10T21:00:00.000Z');
    expect(dayStart(at, 'Europe/Istanbul', -1).toISOString()).toBe('2026-03-09T21:00:00.000Z');
  });

  it('follows daylight saving changes', () => {
    // New York moves to UTC-4 on 2026-03-08: that day has 23 hours.
    expect(startOfDayKey('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfDayKey('2026-03-08', 'America/New_York', 1).toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });

  it('finds the first day of the month', () => {
    expect(monthStart(new Date('2026-03-10T12:00:00Z'), 'UTC').toISOString()).toBe(
      '2026-03-01T00:00:00.000Z',
    );
  });
});
