import { TICKET_CATEGORIES } from '@pitchside/contract/support-limits';
import { ChevronDown, Search } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORY_KEYS } from '@/components/tickets/ticket-labels';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useFaq, type FaqEntry } from '../api/get-faq';

/** Lower case without accents, so "Passwort" finds "passwört" and "É" finds "e". */
function fold(text: string, language: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase(language);
}

/** Entries holding every word of the query in their question or answer. */
export function searchFaq(entries: FaqEntry[], query: string, language: string): FaqEntry[] {
  const words = fold(query, language).split(/\s+/).filter(Boolean);
  if (words.length === 0) return entries;
  return entries.filter((entry) => {
    const text = fold(`${entry.question} ${entry.answer}`, language);
    return words.every((word) => text.includes(word));
  });
}

export function FaqSection() {
  const { t, i18n } = useTranslation('support');
  const headingId = useId();
  const faq = useFaq(i18n.language);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<string[]>([]);

  const matches = useMemo(
    () => searchFaq(faq.data ?? [], query, i18n.language),
    [faq.data, query, i18n.language],
  );
  const groups = TICKET_CATEGORIES.map((category) => ({
    category,
    entries: matches.filter((entry) => entry.category === category),
  })).filter((group) => group.entries.length > 0);

  const search = (next: string) => {
    setQuery(next);
    // While searching, every match is opened so the answer is visible at once.
    setOpen(next.trim() ? searchFaq(faq.data ?? [], next, i18n.language).map((e) => String(e.id)) : []);
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={headingId} className="display-caps text-2xl text-fg">
          {t('faq.heading')}
        </h2>
        <div className="w-full sm:w-80">
          <Input
            type="search"
            value={query}
            onChange={(event) => search(event.target.value)}
            startIcon={<Search />}
            aria-label={t('faq.search')}
            placeholder={t('faq.searchPlaceholder')}
            disabled={!faq.data}
          />
        </div>
      </div>
      {faq.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-2">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-14 rounded-xl" />
          ))}
        </div>
      ) : faq.isError ? (
        <Card>
          <ErrorState
            message={t('faq.loadError')}
            onRetry={() => void faq.refetch()}
            retrying={faq.isFetching}
          />
        </Card>
      ) : (
        <>
          <p className="sr-only" aria-live="polite">
            {query.trim() ? t('faq.results', { count: matches.length }) : ''}
          </p>
          {groups.length === 0 ? (
            <Card>
              <EmptyState
                icon={<Search />}
                title={query.trim() ? t('faq.noResults', { query: query.trim() }) : t('faq.empty')}
              />
            </Card>
          ) : (
            <Accordion.Root
              type="multiple"
              value={open}
              onValueChange={setOpen}
              className="flex flex-col gap-6"
            >
              {groups.map((group) => (
                <div key={group.category}>
                  <h3 className="mb-2 font-display text-sm font-bold uppercase tracking-[0.14em] text-primary">
                    {t(CATEGORY_KEYS[group.category])}
                  </h3>
                  <div className="overflow-hidden rounded-xl border border-border bg-surface/90">
                    {group.entries.map((entry) => (
                      <Accordion.Item
                        key={entry.id}
                        value={String(entry.id)}
                        className="border-b border-border last:border-b-0"
                      >
                        <Accordion.Header asChild>
                          <h4>
                            <Accordion.Trigger className="focus-ring group flex w-full items-center gap-3 px-4 py-3.5 text-start text-sm font-semibold text-fg hover:bg-white/[0.03]">
                              <span className="flex-1">{entry.question}</span>
                              <ChevronDown
                                aria-hidden="true"
                                className="size-4 shrink-0 text-fg-subtle transition-transform duration-150 group-data-[state=open]:rotate-180"
                              />
                            </Accordion.Trigger>
                          </h4>
                        </Accordion.Header>
                        <Accordion.Content className="overflow-hidden data-[state=closed]:animate-accordion-up data-[state=open]:animate-accordion-down">
                          <p className="px-4 pb-4 text-sm leading-relaxed text-fg-muted">{entry.answer}</p>
                        </Accordion.Content>
                      </Accordion.Item>
                    ))}
                  </div>
                </div>
              ))}
            </Accordion.Root>
          )}
        </>
      )}
    </section>
  );
}
