import type { Match } from '@pitchside/contract/match-stats';
import { Trophy } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { LocalTime } from '@/components/ui/local-time';
import { cn } from '@/lib/cn';
import { FollowStar } from './follow-star';

interface MatchRowProps {
  match: Match;
  /** The score just changed: flash it. */
  scoreChanged?: boolean;
  /** Yesterday's scores and finals name the winner; today's list only bolds it. */
  showResult?: boolean;
}

/**
 * One match: status or kick-off, home team, score, away team. Logical grid: it mirrors in Arabic.
 * Memoised: a list re-renders whenever its query's state changes (fetching, a new live score), and
 * a day's page has 60 rows, most of them unchanged (the cache keeps unchanged matches' objects).
 */
export const MatchRow = memo(function MatchRow({
  match,
  scoreChanged = false,
  showResult = false,
}: MatchRowProps) {
  const { t } = useTranslation('stats');
  const live = match.Status === 'live';
  const scheduled = match.Status === 'scheduled';
  const draw = match.Winner === 'draw';

  const team = (side: 'home' | 'away') => {
    const name = side === 'home' ? match.HomeTeamName : match.AwayTeamName;
    const teamId = side === 'home' ? match.HomeTeamId : match.AwayTeamId;
    const won = match.Winner === side;
    return (
      <span
        className={cn(
          'flex min-w-0 items-center gap-1.5 text-sm leading-tight sm:text-base',
          side === 'home' ? 'justify-end text-end' : 'justify-start text-start',
          won ? 'font-bold text-fg' : match.Winner ? 'text-fg-muted' : 'font-medium text-fg',
        )}
      >
        {side === 'home' && <FollowStar teamId={teamId} teamName={name} />}
        {won && showResult && side === 'away' && <WinnerMark />}
        {/* min-w-0 and anywhere-wrapping keep a long club name inside a 375 px row. */}
        <span className="min-w-0 [overflow-wrap:anywhere]">{name}</span>
        {won && showResult && side === 'home' && <WinnerMark />}
        {side === 'away' && <FollowStar teamId={teamId} teamName={name} />}
      </span>
    );
  };

  return (
    <li
      data-testid="match-row"
      data-match-id={match.Id}
      data-status={match.Status}
      data-score-changed={scoreChanged || undefined}
      className={cn(
        // Phones: the status sits on its own line above the teams, which then get the full width.
        'render-when-near [contain-intrinsic-size:auto_4.5rem] grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-x-2 gap-y-1.5 rounded-xl border bg-surface/90 px-3 py-2.5 sm:grid-cols-[6rem_minmax(0,1fr)_auto_minmax(0,1fr)] sm:gap-3 sm:px-4',
        live ? 'border-live/40 shadow-[0_0_0_1px_rgb(255_77_94/0.12)]' : 'border-border',
      )}
    >
      <span className="col-span-3 flex flex-row items-center gap-2 text-xs text-fg-muted sm:col-span-1 sm:flex-col sm:items-start sm:gap-1">
        {live ? (
          <Badge variant="live">{t('matches.status.live')}</Badge>
        ) : scheduled ? (
          <LocalTime
            at={match.KickoffAt}
            format="time"
            className="font-display text-base font-bold tabular-nums text-fg"
          />
        ) : (
          <Badge variant={draw ? 'info' : 'neutral'} withIcon={false}>
            {draw ? t('matches.draw') : t('matches.status.finished')}
          </Badge>
        )}
        {live && (
          <span className="tabular-nums">
            {t('matches.lineProgress', { played: match.LinesPlayed, total: match.LineCount })}
          </span>
        )}
        {!scheduled && !live && <LocalTime at={match.KickoffAt} format="time" className="tabular-nums" />}
      </span>
      {team('home')}
      <span
        data-testid="match-score"
        className={cn(
          'flex min-w-[4.5rem] items-center justify-center gap-1.5 rounded-lg px-2 py-1 font-display text-xl font-bold tabular-nums transition-[background-color,color,transform] duration-500 sm:text-2xl',
          scheduled && 'text-base font-semibold text-fg-subtle sm:text-base',
          live && 'bg-live/10 text-[#ff8f99]',
          !scheduled && !live && 'bg-surface-3 text-fg',
          scoreChanged && 'scale-110 bg-accent text-accent-fg',
        )}
      >
        <span className="sr-only">
          {scheduled
            ? t('matches.notStarted')
            : t('matches.scoreLabel', { home: match.HomeScore, away: match.AwayScore })}
        </span>
        {scheduled ? (
          <span aria-hidden="true">{t('matches.vs')}</span>
        ) : (
          <>
            <span aria-hidden="true">{match.HomeScore}</span>
            <span aria-hidden="true" className="text-fg-subtle">
              –
            </span>
            <span aria-hidden="true">{match.AwayScore}</span>
          </>
        )}
      </span>
      {team('away')}
    </li>
  );
});

function WinnerMark() {
  const { t } = useTranslation('stats');
  return <Trophy role="img" aria-label={t('matches.winner')} className="size-4 shrink-0 text-rank-gold" />;
}
