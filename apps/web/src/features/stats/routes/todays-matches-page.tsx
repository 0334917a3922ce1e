import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';
import type { MatchFilter } from '../api/query-keys';
import { useLiveScores } from '../api/live-scores';
import { useTodaysMatches } from '../api/todays-matches';
import { gameDayLabel, UpdatedAt } from '../components/day-label';
import { ListState } from '../components/list-state';
import { MatchList, MatchListSkeleton } from '../components/match-list';
import { useScoreChanges } from '../components/use-score-changes';

// Spec §2 order: all, live, scheduled, finished.
const FILTERS: readonly MatchFilter[] = ['all', 'live', 'scheduled', 'finished'];

/**
 * Spec §2 "Today's matches": filters with counts, live scores pushed as they change (and flashed),
 * with the spec's 30 s refresh whenever the push stream is down.
 */
export function TodaysMatchesPage() {
  const { t } = useTranslation(['stats', 'routes']);
  const [filter, setFilter] = useState<MatchFilter>('all');
  const live = useLiveScores();
  const query = useTodaysMatches(filter, live);
  const changed = useScoreChanges(query.data?.data);
  const counts = query.data?.counts;

  return (
    <>
      <PageHeader
        title={t('routes:todaysMatches')}
        eyebrow={gameDayLabel(query.data?.from)}
        reserveEyebrow
        description={t('matches.todayDescription')}
        icon={<CalendarClock />}
      />
      <Tabs value={filter} onValueChange={(value) => setFilter(FILTERS.find((f) => f === value) ?? 'all')}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <TabsList
            aria-label={t('matches.filterLabel')}
            className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto"
          >
            {FILTERS.map((f) => (
              <TabsTrigger key={f} value={f} className="justify-center gap-1.5 px-2.5 sm:px-4">
                {f === 'live' && (counts?.live ?? 0) > 0 && (
                  <span aria-hidden="true" className="size-1.5 animate-live-pulse rounded-full bg-live" />
                )}
                {t(`matches.filters.${f}`)}
                <span
                  data-testid={`count-${f}`}
                  className={cn(
                    'min-w-6 rounded-full px-1.5 py-0.5 text-center font-sans text-xs font-semibold tabular-nums',
                    f === filter ? 'bg-primary/20 text-fg' : 'bg-white/[0.08] text-fg-muted',
                  )}
                >
                  {counts ? counts[f] : '–'}
                </span>
              </TabsTrigger>
            ))}
          </TabsList>
          <UpdatedAt at={query.dataUpdatedAt} note={t(live ? 'matches.livePush' : 'matches.autoRefresh')} />
        </div>
        <TabsContent value={filter}>
          <ListState
            query={query}
            loading={<MatchListSkeleton />}
            errorMessage={t('matches.loadFailedToday')}
            isEmpty={(data) => data.data.length === 0}
            emptyTitle={t(`matches.empty.${filter}`)}
            emptyDescription={t('matches.emptyDescription')}
          >
            {(data) => (
              <MatchList
                key={filter}
                matches={data.data}
                changed={changed}
                dimmed={query.isPlaceholderData}
                label={t('matches.listLabel', { filter: t(`matches.filters.${filter}`) })}
              />
            )}
          </ListState>
        </TabsContent>
      </Tabs>
    </>
  );
}
