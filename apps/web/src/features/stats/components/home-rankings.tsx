import { LEADERBOARD_SIZES, type LeaderboardsAll } from '@pitchside/contract/stats';
import { ArrowRight, Footprints, Goal, Shield, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useHomeRankings } from '../api/leaderboards-all';
import { PlainNumber } from './leaderboard-cells';
import { PlayerTable } from './player-table';
import { RankedPlayerTable } from './ranked-player-table';
import { SectionCard } from './section-card';
import { TeamTable } from './team-table';
import { BestPlayers } from './best-players';

const TABLE_HEIGHT = 'max-h-[27rem]';
/*
 * Each card is skipped by the browser until it comes near the viewport: skipped as a whole, the
 * section is within the margin Chrome renders at once on a phone (decision 0039), so its four
 * tables (a thousand elements) were laid out right after the first paint, the longest task of the
 * home page's start. The estimate is a card's header and its table's height.
 */
const CARD = 'render-when-near [contain-intrinsic-size:auto_30.5rem]';
const EMPTY: LeaderboardsAll = { topTeams: [], topPlayers: [], topScorers: [], topAssists: [] };

/**
 * The home page's ranking tables and best-players stats (spec §2 "Home", §4 "Leaderboard load").
 * The lists come from one call with fallbacks (see loadHomeRankings) and are reloaded every
 * 120 s in the background: rows on screen stay while that happens, with no spinner.
 */
export function HomeRankings() {
  const { t } = useTranslation('stats');
  const query = useHomeRankings();
  const loading = query.data === undefined && query.isPending;
  // The chain never fails on its own; anything unexpected is shown like failed calls: empty lists.
  const data = query.data ?? EMPTY;

  const body = (rows: readonly unknown[], table: ReactNode, skeletonRows: number) => {
    if (loading) return <ListSkeleton rows={skeletonRows} />;
    if (rows.length === 0)
      return <EmptyState title={t('home.emptyTitle')} description={t('home.emptyDescription')} />;
    return table;
  };

  return (
    <section
      aria-labelledby="home-rankings-title"
      data-testid="home-rankings"
      // Room for focus rings at its edges: skipping its rendering clips what overflows it.
      className="render-when-near -m-1 p-1"
    >
      <div className="mb-5 flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <h2 id="home-rankings-title" className="display-caps text-2xl text-fg sm:text-3xl">
            {t('home.title')}
          </h2>
          <p className="mt-1 text-sm text-fg-muted">{t('home.description')}</p>
        </div>
        <Link to="/stats/top-season" className={buttonClasses('secondary', 'sm')}>
          {t('home.allLeaderboards')}
          <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
        </Link>
      </div>

      <BestPlayers data={data} loading={loading} />

      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <SectionCard
          className={CARD}
          level={3}
          icon={<Shield />}
          title={t('home.topTeams', { size: LEADERBOARD_SIZES.topTeams })}
        >
          {body(
            data.topTeams,
            <TeamTable
              rows={data.topTeams}
              caption={t('home.topTeams', { size: LEADERBOARD_SIZES.topTeams })}
              metric="power"
              brief
              density="compact"
              maxHeightClassName={TABLE_HEIGHT}
            />,
            LEADERBOARD_SIZES.topTeams,
          )}
        </SectionCard>
        <SectionCard
          className={CARD}
          level={3}
          icon={<Users />}
          title={t('home.topPlayers', { size: LEADERBOARD_SIZES.topPlayers })}
        >
          {body(
            data.topPlayers,
            <PlayerTable
              rows={data.topPlayers}
              caption={t('home.topPlayers', { size: LEADERBOARD_SIZES.topPlayers })}
              metric="level"
              brief
              density="compact"
              maxHeightClassName={TABLE_HEIGHT}
            />,
            LEADERBOARD_SIZES.topPlayers,
          )}
        </SectionCard>
        <SectionCard
          className={CARD}
          level={3}
          icon={<Goal />}
          title={t('home.topScorers', { size: LEADERBOARD_SIZES.topScorers })}
        >
          {body(
            data.topScorers,
            <RankedPlayerTable
              rows={data.topScorers}
              caption={t('home.topScorers', { size: LEADERBOARD_SIZES.topScorers })}
              teamColumnFrom="never"
              density="compact"
              maxHeightClassName={TABLE_HEIGHT}
              values={[
                {
                  id: 'goals',
                  header: t('columns.goals'),
                  align: 'end',
                  cell: (r) => <PlainNumber value={r.GoalCount} className="font-bold text-primary" />,
                },
              ]}
            />,
            LEADERBOARD_SIZES.topScorers,
          )}
        </SectionCard>
        <SectionCard
          className={CARD}
          level={3}
          icon={<Footprints />}
          title={t('home.topAssists', { size: LEADERBOARD_SIZES.topAssists })}
        >
          {body(
            data.topAssists,
            <RankedPlayerTable
              rows={data.topAssists}
              caption={t('home.topAssists', { size: LEADERBOARD_SIZES.topAssists })}
              teamColumnFrom="never"
              density="compact"
              maxHeightClassName={TABLE_HEIGHT}
              values={[
                {
                  id: 'assists',
                  header: t('columns.assists'),
                  align: 'end',
                  cell: (r) => <PlainNumber value={r.AssistCount} className="font-bold text-primary" />,
                },
              ]}
            />,
            LEADERBOARD_SIZES.topAssists,
          )}
        </SectionCard>
      </div>
    </section>
  );
}

function ListSkeleton({ rows }: { rows: number }) {
  return (
    <div className="space-y-3 p-4" aria-hidden="true" data-testid="ranking-skeleton">
      {Array.from({ length: Math.min(rows, 8) }, (_, i) => (
        <div key={i} className="flex items-center gap-3">
          <Skeleton className="size-7 rounded-full" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-4 w-12" />
        </div>
      ))}
    </div>
  );
}
