import type { BackendModule, ReadCallback } from 'i18next';

// Every language except the bundled English becomes its own lazily fetched chunk per namespace,
// and so do, English included, the back office's `admin` namespace (players never load it) and the
// account security tab's `security` namespace (loaded with that tab, not with the first page).
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

export const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = LAZY_LOCALES[`../../locales/${language}/${namespace}.json`];
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
