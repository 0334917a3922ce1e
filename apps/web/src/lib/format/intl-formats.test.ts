import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-formats';

describe('kept Intl formatters', () => {
  it('formats as a new Intl formatter would', () => {
    expect(numberFormat('de').format(1234.5)).toBe(new Intl.NumberFormat('de').format(1234.5));
    const date = new Date('2026-03-12T10:00:00Z');
    const options = { dateStyle: 'medium', timeZone: 'UTC' } as const;
    expect(dateTimeFormat('ar', options).format(date)).toBe(
      new Intl.DateTimeFormat('ar', options).format(date),
    );
  });

  it('keeps one formatter per language and options', () => {
    expect(numberFormat('en', { maximumFractionDigits: 1 })).toBe(
      numberFormat('en', { maximumFractionDigits: 1 }),
    );
    expect(numberFormat('en', { maximumFractionDigits: 1 })).not.toBe(
      numberFormat('en', { maximumFractionDigits: 0 }),
    );
    expect(numberFormat('en')).not.toBe(numberFormat('tr'));
    expect(numberFormat('tr').format(1234)).toBe('1.234');
  });
});
