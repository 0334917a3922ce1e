import { describe, expect, it } from 'vitest';
import { formatCompact } from './compact-number';

describe('formatCompact', () => {
  it('keeps small numbers as they are', () => {
    expect(formatCompact(0)).toBe('0');
    expect(formatCompact(999)).toBe('999');
  });

  it('shortens thousands to K with one decimal at most', () => {
    expect(formatCompact(1000)).toBe('1K');
    expect(formatCompact(1500)).toBe('1.5K');
    expect(formatCompact(12_345)).toBe('12.3K');
    expect(formatCompact(999_949)).toBe('999.9K');
  });

  it('shortens millions to M and promotes values that would round to 1000K', () => {
    expect(formatCompact(2_300_000)).toBe('2.3M');
    expect(formatCompact(999_999)).toBe('1M');
    expect(formatCompact(1_000_000)).toBe('1M');
  });

  it('keeps the sign of negative amounts', () => {
    expect(formatCompact(-1500)).toBe('-1.5K');
  });

  it('writes the digits in the reader language', () => {
    expect(formatCompact(1500, 'de')).toBe('1,5K');
  });
});
