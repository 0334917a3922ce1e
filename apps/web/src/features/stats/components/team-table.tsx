import type { TeamRow } from '@pitchside/contract/stats';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { cn } from '@/lib/cn';
import { CompactValue, PlainNumber, useFallbackLabels, rankColumn } from './leaderboard-cells';

export type TeamMetric = 'power' | 'season' | 'total';

interface TeamTableProps {
  rows: readonly TeamRow[];
  caption: string;
  /** The value the list is ranked by: always visible and highlighted. */
  metric: TeamMetric;
  loading?: boolean;
  skeletonRows?: number;
  density?: 'compact' | 'comfortable';
  maxHeightClassName?: string;
  /** Rank, team (captain under it) and the ranked value only: for the half-width home cards. */
  brief?: boolean;
}

export function TeamTable({ rows, caption, metric, brief = false, ...rest }: TeamTableProps) {
  const { t } = useTranslation('stats');
  const labels = useFallbackLabels();
  const value = (own: TeamMetric, n: number) => (
    <CompactValue value={n} className={cn(own === metric && 'font-bold text-primary')} />
  );
  const hideUnlessRanked = (own: TeamMetric) => (own === metric ? undefined : ('sm' as const));

  const columns: DataTableColumn<TeamRow>[] = [
    rankColumn<TeamRow>(t('columns.rank')),
    {
      id: 'team',
      header: t('columns.team'),
      rowHeader: true,
      cell: (r) => (
        <span className="flex min-w-0 flex-col">
          <span className="font-semibold">{r.TeamName}</span>
          <span className={cn('text-xs text-fg-muted', !brief && 'md:hidden')}>
            {t('columns.captain')}: {labels.captain(r.CaptainNickName)}
          </span>
        </span>
      ),
    },
    {
      id: 'captain',
      header: t('columns.captain'),
      hideBelow: 'md',
      cell: (r) => <span className="text-fg-muted">{labels.captain(r.CaptainNickName)}</span>,
    },
    {
      id: 'members',
      header: t('columns.members'),
      align: 'end',
      hideBelow: 'lg',
      cell: (r) => <PlainNumber value={r.MemberCount} />,
    },
    {
      id: 'power',
      header: t('columns.teamPower'),
      align: 'end',
      hideBelow: hideUnlessRanked('power'),
      cell: (r) => value('power', r.TeamPower),
    },
    {
      id: 'season',
      header: t('columns.seasonPower'),
      align: 'end',
      hideBelow: hideUnlessRanked('season'),
      cell: (r) => value('season', r.SeasonPower),
    },
    {
      id: 'total',
      header: t('columns.totalPower'),
      align: 'end',
      hideBelow: hideUnlessRanked('total'),
      cell: (r) => value('total', r.TotalPower),
    },
  ];

  return (
    <DataTable
      caption={caption}
      columns={brief ? columns.filter((c) => ['rank', 'team', metric].includes(c.id)) : columns}
      rows={rows}
      rowKey={(r) => r.TeamId}
      rankOf={(r) => r.Rank}
      {...rest}
    />
  );
}
