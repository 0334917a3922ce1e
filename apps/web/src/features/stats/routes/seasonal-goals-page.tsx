import {
  GOAL_EVENT_REWARDS,
  LEADERBOARD_SIZES,
  type SeasonalAssistRow,
  type SeasonalGoalRow,
} from '@pitchside/contract/stats';
import { CalendarCheck, Footprints, Gift, Goal, Scale } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { formatNumber } from '@/lib/format/format-number';
import { useAssistEvent } from '../api/assist-event';
import { useGoalEvent } from '../api/goal-event';
import { RewardPodium, useSeasonLabel } from '../components/event-parts';
import { PlainNumber } from '../components/leaderboard-cells';
import { ListState } from '../components/list-state';
import { RankedPlayerTable } from '../components/ranked-player-table';
import { SectionCard } from '../components/section-card';

/** Spec §2/§9 "Goal and assist event": top 10 scorers and assist makers, 1000/750/500 tickets. */
export function SeasonalGoalsPage() {
  const { t, i18n } = useTranslation(['events', 'routes']);
  const goals = useGoalEvent();
  const assists = useAssistEvent();
  const seasonLabel = useSeasonLabel();
  const season = goals.data?.season ?? assists.data?.season;
  const size = LEADERBOARD_SIZES.eventTop;

  const reward = <T extends { RewardTickets: number | null }>(): DataTableColumn<T> => ({
    id: 'reward',
    header: t('columns.reward'),
    align: 'end',
    hideBelow: 'sm',
    cell: (r) =>
      r.RewardTickets === null ? (
        <span className="text-fg-subtle">—</span>
      ) : (
        <span className="font-semibold text-accent">
          {t('tickets', { tickets: formatNumber(r.RewardTickets, i18n.language) })}
        </span>
      ),
  });

  const scorersTitle = t('goalEvent.topScorers', { size });
  const assistsTitle = t('goalEvent.topAssists', { size });
  const scorerTable = (rows: readonly SeasonalGoalRow[], loading = false) => (
    <RankedPlayerTable<SeasonalGoalRow>
      rows={rows}
      caption={scorersTitle}
      loading={loading}
      skeletonRows={size}
      teamColumnFrom="never"
      values={[
        {
          id: 'goals',
          header: t('columns.goals'),
          align: 'end',
          cell: (r) => <PlainNumber value={r.GoalCount} className="font-bold text-primary" />,
        },
        reward<SeasonalGoalRow>(),
      ]}
    />
  );
  const assistTable = (rows: readonly SeasonalAssistRow[], loading = false) => (
    <RankedPlayerTable<SeasonalAssistRow>
      rows={rows}
      caption={assistsTitle}
      loading={loading}
      skeletonRows={size}
      teamColumnFrom="never"
      values={[
        {
          id: 'assists',
          header: t('columns.assists'),
          align: 'end',
          cell: (r) => <PlainNumber value={r.AssistCount} className="font-bold text-primary" />,
        },
        reward<SeasonalAssistRow>(),
      ]}
    />
  );

  return (
    <>
      <PageHeader
        title={t('routes:seasonalGoals')}
        eyebrow={seasonLabel(season)}
        reserveEyebrow
        description={
          season ? t('goalEvent.descriptionSeason', { season: season.Number }) : t('goalEvent.description')
        }
        icon={<Goal />}
      />
      <SectionCard title={t('goalEvent.rewardsTitle')} icon={<Gift />} className="mb-6">
        <div className="grid gap-5 p-4 sm:p-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-center">
          <div>
            <p className="mb-3 text-sm text-fg">{t('goalEvent.rewardsIntro')}</p>
            <RewardPodium rewards={GOAL_EVENT_REWARDS} unit={t('goalEvent.ticketsUnit')} />
          </div>
          <ul className="space-y-3 text-sm text-fg-muted" data-testid="goal-event-rules">
            <li className="flex gap-2.5">
              <CalendarCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              {t('goalEvent.delivery')}
            </li>
            <li className="flex gap-2.5">
              <Scale aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              {t('goalEvent.tieBreak')}
            </li>
          </ul>
        </div>
      </SectionCard>
      <div className="grid gap-6 xl:grid-cols-2">
        <SectionCard title={scorersTitle} icon={<Goal />}>
          <ListState
            query={goals}
            loading={scorerTable([], true)}
            isEmpty={(data) => data.rows.length === 0}
            errorMessage={t('state.loadFailed')}
            emptyTitle={t('state.emptyTitle')}
            emptyDescription={t('goalEvent.emptyDescription')}
          >
            {(data) => scorerTable(data.rows)}
          </ListState>
        </SectionCard>
        <SectionCard title={assistsTitle} icon={<Footprints />}>
          <ListState
            query={assists}
            loading={assistTable([], true)}
            isEmpty={(data) => data.rows.length === 0}
            errorMessage={t('state.loadFailed')}
            emptyTitle={t('state.emptyTitle')}
            emptyDescription={t('goalEvent.emptyDescription')}
          >
            {(data) => assistTable(data.rows)}
          </ListState>
        </SectionCard>
      </div>
    </>
  );
}
