import type { Match } from '@pitchside/contract/match-stats';
import { ListOrdered, Medal, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LocalTime } from '@/components/ui/local-time';
import { cn } from '@/lib/cn';
import { CompactValue } from './leaderboard-cells';

/** One cup final or bronze final: season, the two teams, the score, who took the trophy. */
export function FinalCard({ match }: { match: Match }) {
  const { t } = useTranslation('stats');
  const bronze = match.Stage === 'bronze_final';
  const headingId = `final-${match.Id}`;

  const side = (which: 'home' | 'away') => {
    const won = match.Winner === which;
    const attack = which === 'home' ? match.HomeAttackTotal : match.AwayAttackTotal;
    return (
      <div
        className={cn('flex min-w-0 flex-col gap-1', which === 'home' ? 'items-end text-end' : 'items-start')}
      >
        <span className={cn('break-words font-semibold leading-tight', won ? 'text-fg' : 'text-fg-muted')}>
          {which === 'home' ? match.HomeTeamName : match.AwayTeamName}
        </span>
        {won && (
          <span
            className={cn(
              'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-bold',
              bronze ? 'bg-rank-bronze/15 text-rank-bronze' : 'bg-rank-gold/15 text-rank-gold',
            )}
          >
            {bronze ? (
              <Medal aria-hidden="true" className="size-3.5" />
            ) : (
              <Trophy aria-hidden="true" className="size-3.5" />
            )}
            {bronze ? t('finals.thirdPlace') : t('finals.champion')}
          </span>
        )}
        <span className="text-xs text-fg-muted">
          {t('finals.attacks')}: <CompactValue value={attack} />
        </span>
      </div>
    );
  };

  return (
    <li data-testid="final-card">
      <Card className="h-full p-4">
        <article aria-labelledby={headingId} className="flex h-full flex-col gap-4">
          <header className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id={headingId} className="display-caps text-lg text-fg">
              {t('finals.seasonStage', {
                season: match.SeasonNumber,
                stage: bronze ? t('stages.bronze_final') : t('stages.final'),
              })}
            </h2>
            <LocalTime at={match.KickoffAt} format="date" className="text-xs text-fg-muted" />
          </header>
          <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-start gap-3">
            {side('home')}
            <span className="flex items-center gap-1.5 rounded-lg bg-surface-3 px-3 py-1 font-display text-2xl font-bold tabular-nums text-fg">
              <span className="sr-only">
                {t('matches.scoreLabel', { home: match.HomeScore, away: match.AwayScore })}
              </span>
              <span aria-hidden="true">{match.HomeScore}</span>
              <span aria-hidden="true" className="text-fg-subtle">
                –
              </span>
              <span aria-hidden="true">{match.AwayScore}</span>
            </span>
            {side('away')}
          </div>
          <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3 text-xs text-fg-muted">
            <span>
              {t('finals.totalAttacks')}:{' '}
              <CompactValue value={match.TotalAttack} className="font-semibold text-fg" />
            </span>
            <Link
              to={`/stats/best-matches?season=${match.SeasonNumber}`}
              className={buttonClasses('ghost', 'sm')}
              aria-label={t('finals.viewLinesOf', { season: match.SeasonNumber })}
            >
              <ListOrdered aria-hidden="true" />
              {t('finals.viewLines')}
            </Link>
          </div>
        </article>
      </Card>
    </li>
  );
}
