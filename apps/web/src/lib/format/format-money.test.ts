import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it('turns cents into euros in the reader language', () => {
    expect(formatMoney(999, 'en')).toBe('€9.99');
    expect(formatMoney(26_000, 'en')).toBe('€260.00');
    expect(formatMoney(999, 'de').replace(/\s/g, ' ')).toBe('9,99 €');
  });
});
