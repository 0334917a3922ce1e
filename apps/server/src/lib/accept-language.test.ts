import { describe, expect, it } from 'vitest';
import { preferredLanguage } from './accept-language.ts';

describe('preferredLanguage', () => {
  it('takes the heaviest language the portal has, regional tags as their language', () => {
    expect(preferredLanguage('de-AT,de;q=0.9,en;q=0.8')).toBe('de');
    expect(preferredLanguage('ja,fr;q=0.5,tr;q=0.7')).toBe('tr');
    expect(preferredLanguage('en;q=0.2, ar')).toBe('ar');
  });

  it('ignores languages refused with q=0 and answers nothing for none it has', () => {
    expect(preferredLanguage('de;q=0, nl;q=0.1')).toBe('nl');
    expect(preferredLanguage('ja, ko')).toBeUndefined();
    expect(preferredLanguage(undefined)).toBeUndefined();
    expect(preferredLanguage(';;;,q=,')).toBeUndefined();
  });
});
