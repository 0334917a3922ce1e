import {
  LEADERBOARD_SIZES,
  LINE_ATTACK_THRESHOLD,
  TEAM_EVENT_POINTS,
  TEAM_EVENT_REWARDS_PER_MEMBER,
  type TeamEventRow,
} from '@pitchside/contract/stats';
import { Clock, Gift, ListChecks, Shield } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { formatNumber } from '@/lib/format/format-number';
import { useTeamEvent } from '../api/team-event';
import { RewardPodium, RuleItem, useSeasonLabel } from '../components/event-parts';
import { PlainNumber, rankColumn } from '../components/leaderboard-cells';
import { ListState } from '../components/list-state';
import { SectionCard } from '../components/section-card';

/** Spec §2 "Team event (points table)" with the rules and rewards of §9. */
export function TopEventTeamsPage() {
  const { t, i18n } = useTranslation(['events', 'routes']);
  const query = useTeamEvent();
  const seasonLabel = useSeasonLabel();
  const n = (value: number) => formatNumber(value, i18n.language);
  const plus = (value: number) => `+${n(value)}`;
  const caption = t('teamEvent.tableTitle');

  const columns: DataTableColumn<TeamEventRow>[] = [
    rankColumn<TeamEventRow>(t('columns.rank')),
    {
      id: 'team',
      header: t('columns.team'),
      rowHeader: true,
      cell: (r) => <span className="font-semibold">{r.TeamName}</span>,
    },
    {
      id: 'goal',
      header: t('columns.goal'),
      align: 'end',
      cell: (r) => <PlainNumber value={r.GoalPoints} />,
    },
    {
      id: 'assist',
      header: t('columns.assist'),
      align: 'end',
      cell: (r) => <PlainNumber value={r.AssistPoints} />,
    },
    {
      id: 'training',
      header: t('columns.training'),
      align: 'end',
      cell: (r) => <PlainNumber value={r.TrainingPoints} />,
    },
    {
      id: 'line',
      header: t('columns.line'),
      align: 'end',
      cell: (r) => <PlainNumber value={r.LinePoints} />,
    },
    {
      id: 'total',
      header: t('columns.total'),
      align: 'end',
      cell: (r) => <PlainNumber value={r.TotalPoints} className="font-bold text-primary" />,
    },
    {
      id: 'reward',
      header: t('columns.rewardPerMember'),
      align: 'end',
      hideBelow: 'lg',
      cell: (r) =>
        r.RewardTicketsPerMember === null ? (
          <span className="text-fg-subtle">—</span>
        ) : (
          <span className="font-semibold text-accent">
            {t('tickets', { tickets: n(r.RewardTicketsPerMember) })}
          </span>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('routes:topEventTeams')}
        eyebrow={seasonLabel(query.data?.season)}
        reserveEyebrow
        description={t('teamEvent.description')}
        icon={<Shield />}
      />
      <div className="mb-6 grid gap-4 lg:grid-cols-2">
        <SectionCard title={t('teamEvent.rulesTitle')} icon={<ListChecks />}>
          <ul className="space-y-3 p-4 sm:p-5" data-testid="team-event-rules">
            <RuleItem points={plus(TEAM_EVENT_POINTS.goal)}>{t('teamEvent.rules.goal')}</RuleItem>
            <RuleItem points={plus(TEAM_EVENT_POINTS.assist)}>{t('teamEvent.rules.assist')}</RuleItem>
            <RuleItem points={plus(TEAM_EVENT_POINTS.line)}>
              {t('teamEvent.rules.line', { threshold: n(LINE_ATTACK_THRESHOLD) })}
            </RuleItem>
            <RuleItem points={plus(TEAM_EVENT_POINTS.trainingWithGoal)}>
              {t('teamEvent.rules.trainingWithGoal')}
            </RuleItem>
            <RuleItem points={plus(TEAM_EVENT_POINTS.trainingWithoutGoal)}>
              {t('teamEvent.rules.trainingWithoutGoal')}
            </RuleItem>
          </ul>
          <p className="mx-4 mb-4 rounded-lg border border-warning/30 bg-warning/10 px-3 py-2 text-sm text-fg sm:mx-5">
            {t('teamEvent.rules.participation')}
          </p>
        </SectionCard>
        <SectionCard
          title={t('teamEvent.rewardsTitle')}
          icon={<Gift />}
          description={t('teamEvent.rewardsHint')}
        >
          <div className="p-4 sm:p-5">
            <RewardPodium rewards={TEAM_EVENT_REWARDS_PER_MEMBER} unit={t('teamEvent.perMember')} />
            <p className="mt-4 flex items-center gap-2 text-xs text-fg-muted">
              <Clock aria-hidden="true" className="size-3.5 shrink-0" />
              {t('teamEvent.updateNote')}
            </p>
          </div>
        </SectionCard>
      </div>
      <Card className="overflow-hidden">
        <h2 className="display-caps border-b border-border px-4 py-3 text-lg text-fg sm:px-5 sm:text-xl">
          {caption}
        </h2>
        <ListState
          query={query}
          isEmpty={(data) => data.rows.length === 0}
          emptyTitle={t('state.emptyTitle')}
          emptyDescription={t('teamEvent.emptyDescription')}
          errorMessage={t('state.loadFailed')}
          loading={
            <DataTable
              caption={caption}
              columns={columns}
              rows={[]}
              rowKey={(r) => r.TeamId}
              loading
              skeletonRows={LEADERBOARD_SIZES.teamEvent}
            />
          }
        >
          {(data) => (
            <DataTable
              caption={caption}
              columns={columns}
              rows={data.rows}
              rowKey={(r) => r.TeamId}
              rankOf={(r) => r.Rank}
            />
          )}
        </ListState>
      </Card>
    </>
  );
}
