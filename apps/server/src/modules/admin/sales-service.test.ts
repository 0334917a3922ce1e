import { describe, expect, it } from 'vitest';
import { csvCell } from './sales-service.ts';

describe('orders CSV cells', () => {
  it('quotes commas, quotes and line breaks, and keeps a formula from running in a spreadsheet', () => {
    expect(csvCell('Pro Tickets')).toBe('Pro Tickets');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-5)).toBe('-5');
  });
});
