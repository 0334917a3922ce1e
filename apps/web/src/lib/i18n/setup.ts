import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '@pitchside/contract/languages';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { rememberLanguageForServer } from '@/lib/hint-cookies';
import { whenPageHydrated } from '@/lib/hydration';
import { STORAGE_KEYS, writeStorage } from '@/lib/storage';
import { detectLanguage } from './detect-language';
import { EN_SHELL_RESOURCES } from './en-shell-resources';
import { directionOf } from './languages';
import { localeBackend } from './locale-backend';
import { NAMESPACES } from './namespaces';

function applyDocumentLanguage(language: string): void {
  const root = document.documentElement;
  // Only a change: even the same value written again makes the browser restyle the whole page.
  if (root.lang !== language) root.lang = language;
  const direction = directionOf(language);
  if (root.dir !== direction) root.dir = direction;
}

/**
 * Builds a ready i18next instance: it resolves once the start language's bundles are loaded,
 * so the first render never shows raw keys. A fresh instance each call keeps tests isolated.
 */
export async function createI18n(language: LanguageCode = detectLanguage()): Promise<i18n> {
  const instance = i18next.createInstance();
  instance.on('languageChanged', applyDocumentLanguage);
  await instance
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGE_CODES,
      load: 'languageOnly',
      ns: [...NAMESPACES],
      defaultNS: 'common',
      resources: { [DEFAULT_LANGUAGE]: EN_SHELL_RESOURCES },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  return instance;
}

/** The player's explicit choice: persisted so the next visit starts in it. */
export async function chooseLanguage(instance: i18n, code: LanguageCode): Promise<void> {
  writeStorage(STORAGE_KEYS.language, code);
  rememberLanguageForServer(code);
  // Sections still showing the server's HTML are hydrated in the language it was written in first.
  await whenPageHydrated();
  await instance.changeLanguage(code);
}
