import type { PlayerRow } from '@pitchside/contract/stats';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { cn } from '@/lib/cn';
import { PlainNumber, PlayerCell, useFallbackLabels, rankColumn } from './leaderboard-cells';

export type PlayerMetric = 'level' | 'season' | 'total';

interface PlayerTableProps {
  rows: readonly PlayerRow[];
  caption: string;
  metric: PlayerMetric;
  loading?: boolean;
  skeletonRows?: number;
  density?: 'compact' | 'comfortable';
  maxHeightClassName?: string;
  /** Rank, player (team under the name) and the ranked value only: for the half-width home cards. */
  brief?: boolean;
}

export function PlayerTable({ rows, caption, metric, brief = false, ...rest }: PlayerTableProps) {
  const { t } = useTranslation('stats');
  const labels = useFallbackLabels();
  const value = (own: PlayerMetric, n: number) => (
    <PlainNumber value={n} className={cn(own === metric && 'font-bold text-primary')} />
  );
  const hideUnlessRanked = (own: PlayerMetric) => (own === metric ? undefined : ('sm' as const));

  const columns: DataTableColumn<PlayerRow>[] = [
    rankColumn<PlayerRow>(t('columns.rank')),
    {
      id: 'player',
      header: t('columns.player'),
      rowHeader: true,
      cell: (r) => (
        <PlayerCell
          name={r.NickName}
          team={r.TeamName}
          premium={r.PremiumType}
          teamColumnFrom={brief ? 'never' : 'md'}
        />
      ),
    },
    {
      id: 'team',
      header: t('columns.team'),
      hideBelow: 'md',
      cell: (r) => <span className="text-fg-muted">{labels.team(r.TeamName)}</span>,
    },
    {
      id: 'level',
      // Spec §3: the player's level is shown as power.
      header: t('columns.power'),
      align: 'end',
      hideBelow: hideUnlessRanked('level'),
      cell: (r) => value('level', r.UserLevel),
    },
    {
      id: 'season',
      header: t('columns.seasonLevel'),
      align: 'end',
      hideBelow: hideUnlessRanked('season'),
      cell: (r) => value('season', r.SeasonLevel),
    },
    {
      id: 'total',
      header: t('columns.totalLevel'),
      align: 'end',
      hideBelow: hideUnlessRanked('total'),
      cell: (r) => value('total', r.TotalLevel),
    },
  ];

  return (
    <DataTable
      caption={caption}
      columns={brief ? columns.filter((c) => ['rank', 'player', metric].includes(c.id)) : columns}
      rows={rows}
      rowKey={(r) => r.Id}
      rankOf={(r) => r.Rank}
      {...rest}
    />
  );
}
