import { LANGUAGE_SEARCH_THRESHOLD, LANGUAGES, type LanguageCode } from '@pitchside/contract/languages';
import { Check, Search } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { chooseLanguage } from '@/lib/i18n/setup';
import { LANGUAGE_TRIGGER_CLASS, LanguageTriggerFace } from './language-trigger';
import { displayNames } from '@/lib/format/intl-formats';

// The current language may sit at the end of the list (Arabic); show it when the list opens.
const scrollIntoView = (element: HTMLElement | null) => element?.scrollIntoView({ block: 'nearest' });

/**
 * Every language under its own name; the spec shows a search box once there are more than 8.
 * Loaded after the first paint (see `language-switcher.tsx`).
 */
export function LanguageMenu() {
  const { t, i18n } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  const current = LANGUAGES.find((language) => language.code === i18n.language) ?? LANGUAGES[0];

  const choose = (code: LanguageCode) => {
    setOpen(false);
    void chooseLanguage(i18n, code);
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label={t('language.trigger', { language: current.name })}
        className={LANGUAGE_TRIGGER_CLASS}
      >
        <LanguageTriggerFace code={current.code} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label={t('language.title')}
          align="end"
          sideOffset={8}
          collisionPadding={12}
          className="z-50 flex max-h-[min(30rem,var(--radix-popover-content-available-height))] w-72 flex-col rounded-xl border border-border-strong bg-surface-2 shadow-overlay data-[state=closed]:animate-pop-out data-[state=open]:animate-pop-in"
        >
          <LanguageList current={current.code} onChoose={choose} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/**
 * The open list. Its own component: JSX is built when its parent renders, so the rows (and the
 * display names they look up, which cost a phone tens of milliseconds to build) would otherwise be
 * made on every render of the closed menu, hydration included. Unmounted on close, so the search
 * starts empty each time.
 */
function LanguageList({
  current,
  onChoose,
}: {
  current: LanguageCode;
  onChoose: (code: LanguageCode) => void;
}) {
  const { t, i18n } = useTranslation('layout');
  const [query, setQuery] = useState('');
  const showSearch = LANGUAGES.length > LANGUAGE_SEARCH_THRESHOLD;
  // The language's name in the reader's language helps when the native script is unfamiliar.
  const localName = (code: string) => displayNames([i18n.language], { type: 'language' }).of(code) ?? code;

  const needle = query.trim().toLowerCase();
  const visible = LANGUAGES.filter(
    (language) =>
      !needle ||
      language.name.toLowerCase().includes(needle) ||
      language.code.includes(needle) ||
      localName(language.code).toLowerCase().includes(needle),
  );

  return (
    <>
      <div className="border-b border-border p-3">
        <p className="mb-2 font-display text-sm font-bold uppercase tracking-[0.14em] text-fg-subtle">
          {t('language.title')}
        </p>
        {showSearch && (
          <Input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            aria-label={t('language.search')}
            placeholder={t('language.searchPlaceholder')}
            startIcon={<Search />}
            autoComplete="off"
          />
        )}
      </div>
      <ul
        className="max-h-[min(20rem,50vh)] min-h-0 flex-1 overflow-y-auto p-1.5"
        aria-label={t('language.title')}
      >
        {visible.map((language) => {
          const selected = language.code === current;
          const secondary = localName(language.code);
          return (
            <li key={language.code} ref={selected ? scrollIntoView : undefined}>
              <button
                type="button"
                aria-current={selected ? 'true' : undefined}
                onClick={() => onChoose(language.code)}
                className={cn(
                  'focus-ring flex w-full items-center gap-3 rounded-lg px-3 py-2 text-start transition-colors',
                  selected ? 'bg-primary-soft text-fg' : 'text-fg hover:bg-white/[0.06]',
                )}
              >
                <span className="w-7 shrink-0 font-display text-sm font-bold uppercase text-fg-subtle">
                  {language.code}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium">
                    {/* Isolated, so a left-to-right name keeps the row's alignment in Arabic and vice versa. */}
                    <bdi lang={language.code}>{language.name}</bdi>
                  </span>
                  {secondary !== language.name && (
                    <span className="block truncate text-xs text-fg-subtle" lang={i18n.language}>
                      {secondary}
                    </span>
                  )}
                </span>
                {selected && <Check aria-hidden="true" className="size-4 shrink-0 text-primary" />}
              </button>
            </li>
          );
        })}
      </ul>
      {visible.length === 0 && <p className="px-4 pb-4 pt-1 text-sm text-fg-muted">{t('language.empty')}</p>}
    </>
  );
}
