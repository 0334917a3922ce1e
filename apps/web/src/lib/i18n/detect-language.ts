import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@pitchside/contract/languages';
import { readStorage, STORAGE_KEYS } from '@/lib/storage';

/**
 * Order: an explicit `?lng=` (shareable links, screenshots), the player's stored choice, the
 * browser's preferred languages, then English.
 */
export function detectLanguage(win: Window = window): LanguageCode {
  const fromQuery = new URLSearchParams(win.location.search).get('lng');
  if (isLanguageCode(fromQuery)) return fromQuery;

  const stored = readStorage(STORAGE_KEYS.language);
  if (isLanguageCode(stored)) return stored;

  const preferred = win.navigator.languages.length > 0 ? win.navigator.languages : [win.navigator.language];
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguageCode(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}
