import { LANGUAGE_CODES } from '@pitchside/contract/languages';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES, languageNameIn } from './language-names';

describe('language names', () => {
  it('names every interface language in every interface language, as Intl does', () => {
    for (const reader of LANGUAGE_CODES) {
      expect(Object.keys(LANGUAGE_NAMES[reader]).sort()).toEqual([...LANGUAGE_CODES].sort());
      for (const code of LANGUAGE_CODES) expect(LANGUAGE_NAMES[reader][code]).not.toBe('');
    }
    expect(languageNameIn('fr', 'de')).toBe('allemand');
    expect(languageNameIn('de', 'fr')).toBe(new Intl.DisplayNames(['de'], { type: 'language' }).of('fr'));
    expect(languageNameIn('ar', 'en')).toBe(new Intl.DisplayNames(['ar'], { type: 'language' }).of('en'));
  });

  it('falls back to the code for a reader it does not know', () => {
    expect(languageNameIn('xx', 'de')).toBe('de');
  });
});
