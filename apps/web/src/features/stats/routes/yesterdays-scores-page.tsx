import type { Match } from '@pitchside/contract/match-stats';
import { RotateCcwClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { StatTile } from '@/components/ui/stat-tile';
import { formatNumber } from '@/lib/format/format-number';
import { useYesterdaysMatches } from '../api/yesterdays-matches';
import { gameDayLabel } from '../components/day-label';
import { ListState } from '../components/list-state';
import { MatchList, MatchListSkeleton } from '../components/match-list';

function summarise(matches: readonly Match[]) {
  return {
    homeWins: matches.filter((m) => m.Winner === 'home').length,
    awayWins: matches.filter((m) => m.Winner === 'away').length,
    draws: matches.filter((m) => m.Winner === 'draw').length,
  };
}

/** Spec §2 "Yesterday's scores": winner, draw and final score of every match of the day before. */
export function YesterdaysScoresPage() {
  const { t, i18n } = useTranslation(['stats', 'routes']);
  const query = useYesterdaysMatches();
  const n = (value: number) => formatNumber(value, i18n.language);

  return (
    <>
      <PageHeader
        title={t('routes:yesterdaysScores')}
        eyebrow={gameDayLabel(query.data?.from)}
        reserveEyebrow
        description={t('matches.yesterdayDescription')}
        icon={<RotateCcwClock />}
      />
      <ListState
        query={query}
        loading={<MatchListSkeleton />}
        errorMessage={t('matches.loadFailedYesterday')}
        isEmpty={(data) => data.data.length === 0}
        emptyTitle={t('matches.emptyYesterday')}
        emptyDescription={t('matches.emptyYesterdayDescription')}
      >
        {(data) => {
          const summary = summarise(data.data);
          return (
            <>
              <div className="mb-5 grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="yesterday-summary">
                <Summary label={t('matches.summary.played')} value={n(data.counts.finished)} />
                <Summary label={t('matches.summary.homeWins')} value={n(summary.homeWins)} />
                <Summary label={t('matches.summary.awayWins')} value={n(summary.awayWins)} />
                <Summary label={t('matches.summary.draws')} value={n(summary.draws)} />
              </div>
              <MatchList matches={data.data} showResult label={t('matches.yesterdayListLabel')} />
            </>
          );
        }}
      </ListState>
    </>
  );
}

function Summary({ label, value }: { label: string; value: string }) {
  return <StatTile label={label} value={value} className="p-3 sm:p-4" />;
}
