import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Skeleton } from '@/components/ui/skeleton';
import {
  PlayerCell,
  PlayerCellSkeleton,
  useFallbackLabels,
  type TeamColumnFrom,
  rankColumn,
} from './leaderboard-cells';

/** The player reference every player list shares (scorers, referrals, golden cards, purchasers…). */
export interface RankedPlayer {
  Rank: number;
  UserId: number;
  NickName: string;
  TeamName: string;
}

interface RankedPlayerTableProps<T extends RankedPlayer> {
  rows: readonly T[];
  caption: string;
  /** The numbers of this list, after rank, player and team. */
  values: readonly DataTableColumn<T>[];
  loading?: boolean;
  skeletonRows?: number;
  density?: 'compact' | 'comfortable';
  maxHeightClassName?: string;
  /** From which width the team has its own column (below it, a line under the name). */
  teamColumnFrom?: TeamColumnFrom;
}

export function RankedPlayerTable<T extends RankedPlayer>({
  values,
  caption,
  rows,
  teamColumnFrom = 'md',
  ...rest
}: RankedPlayerTableProps<T>) {
  const { t } = useTranslation('stats');
  const labels = useFallbackLabels();
  const columns: DataTableColumn<T>[] = [
    { ...rankColumn<T>(t('columns.rank')), skeleton: <Skeleton className="size-7 rounded-full" /> },
    {
      id: 'player',
      header: t('columns.player'),
      rowHeader: true,
      cell: (r) => <PlayerCell name={r.NickName} team={r.TeamName} teamColumnFrom={teamColumnFrom} />,
      skeleton: <PlayerCellSkeleton teamColumnFrom={teamColumnFrom} />,
    },
    ...(teamColumnFrom === 'never'
      ? []
      : [
          {
            id: 'team',
            header: t('columns.team'),
            hideBelow: teamColumnFrom,
            cell: (r: T) => <span className="text-fg-muted">{labels.team(r.TeamName)}</span>,
          },
        ]),
    ...values,
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.UserId}
      rankOf={(r) => r.Rank}
      {...rest}
    />
  );
}
