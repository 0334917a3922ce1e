import type { BestMatchRow } from '@pitchside/contract/match-stats';
import { LEADERBOARD_SIZES, type BestAttackerRow } from '@pitchside/contract/stats';
import { Award, Flame, Swords } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useBestAttackers } from '../api/best-attackers';
import { useBestMatches } from '../api/best-matches';
import { CompactValue, PlainNumber, rankColumn } from '../components/leaderboard-cells';
import { ListState } from '../components/list-state';
import { RankedPlayerTable } from '../components/ranked-player-table';
import { RefreshNote } from '../components/refresh-note';
import { SectionCard } from '../components/section-card';

/** Spec §2 "Hall of fame": the 10 best matches and the 10 best attackers of all time. */
export function HallOfFamePage() {
  const { t } = useTranslation(['stats', 'routes']);
  const matches = useBestMatches();
  const attackers = useBestAttackers();

  const matchesTitle = t('hallOfFame.bestMatches', { size: LEADERBOARD_SIZES.bestMatches });
  const attackersTitle = t('hallOfFame.bestAttackers', { size: LEADERBOARD_SIZES.bestAttackers });

  const matchColumns: DataTableColumn<BestMatchRow>[] = [
    rankColumn<BestMatchRow>(t('columns.rank')),
    {
      id: 'match',
      header: t('columns.match'),
      rowHeader: true,
      cell: (m) => (
        <span className="flex min-w-0 flex-col">
          <span className="font-semibold">
            {t('hallOfFame.versus', { home: m.HomeTeamName, away: m.AwayTeamName })}
          </span>
          <span className="text-xs text-fg-muted">
            {t('hallOfFame.matchContext', { season: m.SeasonNumber, stage: t(`stages.${m.Stage}`) })}
          </span>
        </span>
      ),
      // The lines of a match as it usually wraps: "Home vs Away" takes two lines on a phone and in
      // the half-width card of wide screens, one in between; then the season and stage.
      skeleton: (
        <span className="flex flex-col" aria-hidden="true">
          <span className="flex h-5 items-center">
            <Skeleton className="h-3.5 w-44 max-w-full" />
          </span>
          <span className="flex h-5 items-center sm:hidden xl:flex">
            <Skeleton className="h-3.5 w-28 max-w-full" />
          </span>
          <span className="flex h-4 items-center">
            <Skeleton className="h-3 w-32 max-w-full" />
          </span>
        </span>
      ),
    },
    {
      id: 'score',
      header: t('columns.score'),
      align: 'center',
      cell: (m) => (
        <span className="whitespace-nowrap tabular-nums">
          <span className="sr-only">{t('matches.scoreLabel', { home: m.HomeScore, away: m.AwayScore })}</span>
          <span aria-hidden="true">
            {m.HomeScore} – {m.AwayScore}
          </span>
        </span>
      ),
    },
    {
      id: 'attacks',
      header: t('columns.totalAttacks'),
      align: 'end',
      cell: (m) => <CompactValue value={m.TotalAttack} className="font-bold text-primary" />,
    },
  ];

  const attackerTable = (rows: readonly BestAttackerRow[], loading = false) => (
    <RankedPlayerTable<BestAttackerRow>
      rows={rows}
      caption={attackersTitle}
      loading={loading}
      skeletonRows={LEADERBOARD_SIZES.bestAttackers}
      teamColumnFrom="never"
      values={[
        {
          id: 'attack',
          header: t('columns.attackScore'),
          align: 'end',
          cell: (r) => <PlainNumber value={r.AttackScore} className="font-bold text-primary" />,
        },
      ]}
    />
  );

  return (
    <>
      <PageHeader title={t('routes:hallOfFame')} description={t('hallOfFame.description')} icon={<Award />} />
      <RefreshNote className="-mt-2 mb-4 sm:-mt-4" />
      <div className="grid gap-6 xl:grid-cols-2">
        <SectionCard title={matchesTitle} description={t('hallOfFame.bestMatchesHint')} icon={<Swords />}>
          <ListState
            query={matches}
            loading={
              <DataTable
                caption={matchesTitle}
                columns={matchColumns}
                rows={[]}
                rowKey={(m) => m.Id}
                loading
                skeletonRows={LEADERBOARD_SIZES.bestMatches}
              />
            }
          >
            {(rows) => (
              <DataTable
                caption={matchesTitle}
                columns={matchColumns}
                rows={rows}
                rowKey={(m) => m.Id}
                rankOf={(m) => m.Rank}
              />
            )}
          </ListState>
        </SectionCard>
        <SectionCard title={attackersTitle} description={t('hallOfFame.bestAttackersHint')} icon={<Flame />}>
          <ListState query={attackers} loading={attackerTable([], true)}>
            {(rows) => attackerTable(rows)}
          </ListState>
        </SectionCard>
      </div>
    </>
  );
}
