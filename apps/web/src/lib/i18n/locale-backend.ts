import type { BackendModule, ReadCallback } from 'i18next';

// Every language except English becomes its own lazily fetched chunk per namespace, and so do,
// English included, the back office's `admin` namespace (players never load it) and the account
// security tab's `security` namespace (loaded with that tab, not with the first page). English's
// other namespaces beyond the bundled shell's come together in one chunk (`en-rest.ts`).
const LAZY_LOCALES = {
  ...import.meta.glob<Record<string, unknown>>(['../../locales/*/*.json', '!../../locales/en/*.json'], {
    import: 'default',
  }),
  ...import.meta.glob<Record<string, unknown>>(
    ['../../locales/en/admin.json', '../../locales/en/security.json'],
    {
      import: 'default',
    },
  ),
};

function englishRest(language: string, namespace: string) {
  if (language !== 'en') return undefined;
  return () =>
    import('./en-rest').then(
      (m) => (m.EN_REST_RESOURCES as Record<string, Record<string, unknown>>)[namespace] ?? {},
    );
}

export const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load =
      LAZY_LOCALES[`../../locales/${language}/${namespace}.json`] ?? englishRest(language, namespace);
    if (!load) {
      // Not translated yet: an empty bundle makes every key fall back to English instead of failing.
      callback(null, {});
      return;
    }
    load().then(
      (data) => callback(null, data),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};
