import type { Match } from '@pitchside/contract/match-stats';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { MatchRow } from './match-row';

interface MatchListProps {
  matches: readonly Match[];
  label: string;
  changed?: ReadonlySet<number>;
  showResult?: boolean;
  /** Old rows shown while the next filter loads. */
  dimmed?: boolean;
}

export function MatchList({ matches, label, changed, showResult, dimmed = false }: MatchListProps) {
  return (
    <ul
      aria-label={label}
      aria-busy={dimmed || undefined}
      className={cn('grid gap-2 transition-opacity xl:grid-cols-2', dimmed && 'opacity-60')}
    >
      {matches.map((match) => (
        <MatchRow
          key={match.Id}
          match={match}
          scoreChanged={changed?.has(match.Id)}
          showResult={showResult}
        />
      ))}
    </ul>
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
