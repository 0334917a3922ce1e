import { NO_TEAM, UNKNOWN_CAPTAIN, type PremiumType } from '@pitchside/contract/stats';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { DataTableColumn } from '@/components/ui/data-table';
import { RankBadge } from '@/components/ui/rank-badge';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCompact } from '@/lib/format/compact-number';
import { formatNumber } from '@/lib/format/format-number';

/** Spec §5: large numbers shorten to K and M; the exact value stays in the tooltip. */
export function CompactValue({ value, className }: { value: number; className?: string }) {
  const { i18n } = useTranslation();
  return (
    <data value={value} title={formatNumber(value, i18n.language)} className={cn('tabular-nums', className)}>
      {formatCompact(value, i18n.language)}
    </data>
  );
}

export function PlainNumber({ value, className }: { value: number; className?: string }) {
  const { i18n } = useTranslation();
  return (
    <data value={value} className={cn('tabular-nums', className)}>
      {formatNumber(value, i18n.language)}
    </data>
  );
}

/** The server sends the spec's English fallbacks; they are shown in the reader's language. */
export function useFallbackLabels() {
  const { t } = useTranslation('stats');
  return {
    team: (name: string | null | undefined) => (!name || name === NO_TEAM ? t('fallback.noTeam') : name),
    captain: (name: string | null | undefined) =>
      !name || name === UNKNOWN_CAPTAIN ? t('fallback.unknownCaptain') : name,
  };
}

interface PlayerCellProps {
  name: string;
  /** Shown under the name on narrow screens, where the team column is hidden. */
  team?: string;
  premium?: PremiumType;
  /** From this width on the table has its own team column, so the line under the name goes. */
  teamColumnFrom?: TeamColumnFrom;
}

/** Where a table starts showing its team column; `never` keeps the team under the name. */
export type TeamColumnFrom = 'sm' | 'md' | 'lg' | 'never';
const HIDE_FROM: Record<TeamColumnFrom, string> = {
  sm: 'sm:hidden',
  md: 'md:hidden',
  lg: 'lg:hidden',
  never: '',
};

/** A player cell's shape while loading: a name line, and the team line where the cell has one. */
export function PlayerCellSkeleton({ teamColumnFrom = 'md' }: { teamColumnFrom?: TeamColumnFrom }) {
  return (
    <span className="flex flex-col">
      <Skeleton className="my-0.5 h-4 w-28" />
      <Skeleton className={cn('my-0.5 h-3 w-20', HIDE_FROM[teamColumnFrom])} />
    </span>
  );
}

export function PlayerCell({ name, team, premium, teamColumnFrom = 'md' }: PlayerCellProps) {
  const { t } = useTranslation('stats');
  const labels = useFallbackLabels();
  return (
    // A capped width lets long names end in "…" on phones instead of pushing the numbers away.
    <span className="flex min-w-0 max-w-[8.5rem] flex-col sm:max-w-[16rem]" title={name}>
      <span className="flex items-center gap-1.5 font-semibold text-fg">
        <span className="truncate">{name}</span>
        {premium && premium !== 'none' && (
          <span
            role="img"
            aria-label={t(`premium.${premium}`)}
            data-premium={premium}
            className="premium-crown"
          />
        )}
      </span>
      {team !== undefined && (
        <span className={cn('truncate text-xs text-fg-muted', HIDE_FROM[teamColumnFrom])}>
          {labels.team(team)}
        </span>
      )}
    </span>
  );
}

/** The rank column every leaderboard starts with: the row's rank as a badge. */
export function rankColumn<Row extends { Rank: number }>(header: string): DataTableColumn<Row> {
  return { id: 'rank', header, cell: (row) => <RankBadge rank={row.Rank} size="sm" />, className: 'w-12' };
}
