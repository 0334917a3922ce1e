import { describe, expect, it } from 'vitest';
import { dayOf, rangeOf } from './periods';

const local = (y: number, m: number, d: number) => new Date(y, m - 1, d);

describe('dashboard periods', () => {
  const now = new Date(2026, 10, 26, 15, 30);

  it('ends every period tonight, so today counts in full', () => {
    expect(rangeOf('today', now)).toEqual({
      from: local(2026, 11, 26).toISOString(),
      to: local(2026, 11, 27).toISOString(),
    });
    expect(rangeOf('7d', now).from).toBe(local(2026, 11, 20).toISOString());
    expect(rangeOf('30d', now).from).toBe(local(2026, 10, 28).toISOString());
    expect(rangeOf('month', now).from).toBe(local(2026, 11, 1).toISOString());
  });

  it('takes both custom dates in full, and falls back to 30 days on a wrong or backwards range', () => {
    expect(rangeOf('custom', now, { from: '2026-11-01', to: '2026-11-03' })).toEqual({
      from: local(2026, 11, 1).toISOString(),
      to: local(2026, 11, 4).toISOString(),
    });
    expect(rangeOf('custom', now, { from: '2026-11-05', to: '2026-11-01' })).toEqual(rangeOf('30d', now));
    expect(rangeOf('custom', now, { from: 'x', to: null })).toEqual(rangeOf('30d', now));
    expect(dayOf(local(2026, 1, 9))).toBe('2026-01-09');
  });
});
