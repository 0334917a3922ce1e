import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  LANGUAGES,
  type LanguageCode,
} from '@pitchside/contract/languages';

export function toLanguageCode(value: string | null | undefined): LanguageCode {
  const base = value?.toLowerCase().split('-')[0];
  return isLanguageCode(base) ? base : DEFAULT_LANGUAGE;
}

export function directionOf(code: string): 'ltr' | 'rtl' {
  return LANGUAGES.find((language) => language.code === code)?.dir ?? 'ltr';
}
