import { LANGUAGES } from '@pitchside/contract/languages';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '@/lib/lazy-component';
import { LANGUAGE_TRIGGER_CLASS, LanguageTriggerFace } from './language-trigger';

// The menu (a popover with its positioning and focus code) is not needed to paint a page: it is
// fetched while the app starts (header-menus.ts), beside the screen's chunk and texts. The server
// renders it whole; should the code be late, the same button stands in.
export const LanguageMenu = lazyComponent(() => import('./language-menu').then((m) => m.LanguageMenu));

export function LanguageSwitcher() {
  return (
    <Suspense fallback={<LanguageButtonWhileLoading />}>
      <LanguageMenu />
    </Suspense>
  );
}

function LanguageButtonWhileLoading() {
  const { t, i18n } = useTranslation('layout');
  const current = LANGUAGES.find((language) => language.code === i18n.language) ?? LANGUAGES[0];
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded="false"
      aria-label={t('language.trigger', { language: current.name })}
      className={LANGUAGE_TRIGGER_CLASS}
    >
      <LanguageTriggerFace code={current.code} />
    </button>
  );
}
