import { LANGUAGES } from '@pitchside/contract/languages';
import { describe, expect, it } from 'vitest';
import { buildIntlFormats } from './intl-warmup';

describe('buildIntlFormats', () => {
  it.each(LANGUAGES.map((language) => language.code))('builds the formats of %s', (code) => {
    expect(() => buildIntlFormats(code)).not.toThrow();
  });

  it('leaves a language tag Intl refuses to the page, without failing the worker', () => {
    // Intl throws a RangeError for a malformed tag: the worker must still answer (and be ended).
    expect(() => new Intl.NumberFormat('not a language!')).toThrow(RangeError);
    expect(() => buildIntlFormats('not a language!')).not.toThrow();
  });
});
