import type { Match } from '@pitchside/contract/match-stats';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { MatchRow } from './match-row';

/** Rows shown at first and added per "Show more": a match day has hundreds of matches. */
export const MATCH_PAGE_SIZE = 60;

interface MatchListProps {
  matches: readonly Match[];
  label: string;
  changed?: ReadonlySet<number>;
  showResult?: boolean;
  /** Old rows shown while the next filter loads. */
  dimmed?: boolean;
}

/**
 * The day's matches, a page at a time: rendering every one of 250+ cards at once makes a long
 * phone scroll and a heavy page, while the whole day is already loaded for the counts.
 */
export function MatchList({ matches, label, changed, showResult, dimmed = false }: MatchListProps) {
  const { t } = useTranslation('stats');
  const [visible, setVisible] = useState(MATCH_PAGE_SIZE);
  const shown = matches.slice(0, visible);
  return (
    <>
      <ul
        aria-label={label}
        aria-busy={dimmed || undefined}
        className={cn('grid gap-2 transition-opacity xl:grid-cols-2', dimmed && 'opacity-60')}
      >
        {shown.map((match) => (
          <MatchRow
            key={match.Id}
            match={match}
            scoreChanged={changed?.has(match.Id)}
            showResult={showResult}
          />
        ))}
      </ul>
      {matches.length > shown.length && (
        <div className="mt-4 flex flex-col items-center gap-2">
          <p className="text-xs text-fg-muted">
            {t('matches.shownOf', { shown: shown.length, total: matches.length })}
          </p>
          <Button variant="secondary" onClick={() => setVisible((n) => n + MATCH_PAGE_SIZE)}>
            <ChevronDown aria-hidden="true" />
            {t('matches.showMore')}
          </Button>
        </div>
      )}
    </>
  );
}

export function MatchListSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <div className="grid gap-2 xl:grid-cols-2" aria-hidden="true" data-testid="match-skeleton">
      {Array.from({ length: rows }, (_, i) => (
        <div
          key={i}
          className="grid grid-cols-[1fr_4.5rem_1fr] items-center gap-3 rounded-xl border border-border bg-surface/60 px-3 py-3.5 sm:grid-cols-[6rem_1fr_4.5rem_1fr]"
        >
          <Skeleton className="col-span-3 h-4 w-12 sm:col-span-1" />
          <Skeleton className="ms-auto h-4 w-24" />
          <Skeleton className="h-7 w-full" />
          <Skeleton className="h-4 w-24" />
        </div>
      ))}
    </div>
  );
}
