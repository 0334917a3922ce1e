import { LANGUAGE_SEARCH_THRESHOLD, LANGUAGES, type LanguageCode } from '@pitchside/contract/languages';
import { Check, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { languageNameIn } from '@/lib/i18n/language-names';
import { chooseLanguage } from '@/lib/i18n/setup';
import { LANGUAGE_TRIGGER_CLASS, LanguageTriggerFace } from './language-trigger';

// The current language may sit at the end of the list (Arabic); show it when the list opens.
const scrollIntoView = (element: HTMLElement | null) => element?.scrollIntoView({ block: 'nearest' });

/** Browsers without the popover attribute (before Safari 17) open the list by the app's state. */
const nativePopover = typeof HTMLElement !== 'undefined' && 'showPopover' in HTMLElement.prototype;

/**
 * Every language under its own name; the spec shows a search box once there are more than 8.
 *
 * The list is the browser's own popover (`popover` and `popovertarget`), in the page from the
 * server: a tap opens it at once, before the app has started or while it hydrates, with no
 * positioning or focus code to run first (decision 0034). The browser closes it on a tap outside and
 * on Escape. The app adds the choice itself, the search, and focus on the search for a keyboard.
 */
export function LanguageMenu() {
  const { t, i18n } = useTranslation('layout');
  const popoverId = useId();
  const popover = useRef<HTMLDivElement>(null);
  // Whether the list is open: it is emptied of its search on close (it starts afresh each time).
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const current = LANGUAGES.find((language) => language.code === i18n.language) ?? LANGUAGES[0];

  useEffect(() => {
    const element = popover.current;
    if (!element || !nativePopover) return;
    const onToggle = (event: Event) => {
      const opened = (event as ToggleEvent).newState === 'open';
      setOpen(opened);
      // Each opening starts with the whole list.
      if (!opened) setQuery('');
    };
    element.addEventListener('toggle', onToggle);
    // Opened by a tap before the app started: the browser showed it already.
    if (element.matches(':popover-open')) setOpen(true);
    return () => element.removeEventListener('toggle', onToggle);
  }, []);

  const close = () => {
    if (nativePopover) popover.current?.hidePopover();
    setOpen(false);
    setQuery('');
  };
  const choose = (code: LanguageCode) => {
    close();
    void chooseLanguage(i18n, code);
  };

  return (
    <>
      <button
        type="button"
        popoverTarget={popoverId}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t('language.trigger', { language: current.name })}
        data-state={open ? 'open' : 'closed'}
        className={LANGUAGE_TRIGGER_CLASS}
        onClick={nativePopover ? undefined : () => (open ? close() : setOpen(true))}
      >
        <LanguageTriggerFace code={current.code} />
      </button>
      <div
        ref={popover}
        id={popoverId}
        popover="auto"
        role="dialog"
        aria-label={t('language.title')}
        // Without the popover attribute, styles/index.css hides it unless the app opened it.
        data-fallback-popover=""
        data-open={open || undefined}
        // A browser that hides `[popover]` but cannot open it (or a test's DOM) shows it this way.
        style={!nativePopover && open ? { display: 'flex' } : undefined}
        // In the top layer, under the header at the reading end of the screen.
        className="fixed inset-auto end-3 top-[calc(var(--spacing-header)+0.5rem)] z-50 m-0 max-h-[min(30rem,calc(100dvh-var(--spacing-header)-1.5rem))] w-72 max-w-[calc(100vw-1.5rem)] flex-col overflow-hidden rounded-xl border border-border-strong bg-surface-2 p-0 text-fg shadow-overlay open:flex open:animate-pop-in data-open:flex"
      >
        <LanguageList current={current.code} onChoose={choose} open={open} query={query} onQuery={setQuery} />
      </div>
    </>
  );
}

/**
 * The list, in the page whether open or not (the browser shows it on a tap, before the app runs).
 * Its search is emptied on close, so each opening starts with the whole list.
 */
function LanguageList({
  current,
  onChoose,
  open,
  query,
  onQuery,
}: {
  current: LanguageCode;
  onChoose: (code: LanguageCode) => void;
  open: boolean;
  query: string;
  onQuery: (query: string) => void;
}) {
  const { t, i18n } = useTranslation('layout');
  const search = useRef<HTMLInputElement>(null);
  // A keyboard or a mouse goes straight to the search; a phone's keyboard does not pop up unasked.
  useEffect(() => {
    if (open && window.matchMedia('(pointer: fine)').matches) search.current?.focus();
  }, [open]);
  const showSearch = LANGUAGES.length > LANGUAGE_SEARCH_THRESHOLD;
  // The language's name in the reader's language helps when the native script is unfamiliar.
  const localName = (code: LanguageCode) => languageNameIn(i18n.language, code);

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
            ref={search}
            type="search"
            value={query}
            onChange={(event) => onQuery(event.target.value)}
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
            <li key={language.code} ref={selected && open ? scrollIntoView : undefined}>
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
