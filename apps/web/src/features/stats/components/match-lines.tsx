import type { MatchLine, MatchWithLines } from '@pitchside/contract/match-stats';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { cn } from '@/lib/cn';
import { CompactValue, PlainNumber } from './leaderboard-cells';
import { SectionCard } from './section-card';

function Score({ home, away, className }: { home: number; away: number; className?: string }) {
  const { t } = useTranslation('stats');
  return (
    <span className={cn('inline-flex items-center gap-1 tabular-nums', className)}>
      <span className="sr-only">{t('matches.scoreLabel', { home, away })}</span>
      <span aria-hidden="true">{home}</span>
      <span aria-hidden="true" className="text-fg-subtle">
        –
      </span>
      <span aria-hidden="true">{away}</span>
    </span>
  );
}

function PlayerAttack({ name, attack, won }: { name: string; attack: number; won: boolean }) {
  return (
    <span className="flex min-w-0 flex-col">
      <span className={cn('[overflow-wrap:anywhere]', won ? 'font-semibold text-fg' : 'text-fg-muted')}>
        {name}
      </span>
      <span className={cn('text-xs tabular-nums sm:hidden', won ? 'text-primary' : 'text-fg-muted')}>
        <PlainNumber value={attack} />
      </span>
    </span>
  );
}

interface MatchLinesCardProps {
  match: MatchWithLines;
  title: ReactNode;
  icon: ReactNode;
}

/** Spec §2 "Cup match lines: line by line, extra line": every line's attacks and scores, then the total. */
export function MatchLinesCard({ match, title, icon }: MatchLinesCardProps) {
  const { t } = useTranslation('stats');
  const homeWonLine = (l: MatchLine) => l.HomeLineScore > l.AwayLineScore;
  const awayWonLine = (l: MatchLine) => l.AwayLineScore > l.HomeLineScore;

  const columns: DataTableColumn<MatchLine>[] = [
    {
      id: 'line',
      header: t('lines.columns.line'),
      rowHeader: true,
      cell: (l) => (
        <span className="flex flex-col items-start gap-1">
          <span className="font-display text-base font-bold tabular-nums">{l.LineNumber}</span>
          {l.IsExtraLine && (
            <Badge variant="warning" withIcon={false}>
              {t('lines.extraLine')}
            </Badge>
          )}
        </span>
      ),
    },
    {
      id: 'home',
      header: match.HomeTeamName,
      align: 'end',
      cell: (l) => <PlayerAttack name={l.HomeNickName} attack={l.HomeAttack} won={homeWonLine(l)} />,
    },
    {
      id: 'home-attack',
      header: t('lines.columns.attack'),
      align: 'end',
      hideBelow: 'sm',
      cell: (l) => (
        <PlainNumber value={l.HomeAttack} className={cn(homeWonLine(l) && 'font-bold text-primary')} />
      ),
    },
    {
      id: 'line-score',
      header: t('lines.columns.lineScore'),
      align: 'center',
      cell: (l) => (
        <span className="flex flex-col items-center">
          <Score home={l.HomeLineScore} away={l.AwayLineScore} className="font-semibold" />
          {/* Phones have no match-score column: the running score sits under the line score. */}
          <Score
            home={l.HomeTotalScore}
            away={l.AwayTotalScore}
            className="text-xs text-fg-muted sm:hidden"
          />
        </span>
      ),
    },
    {
      id: 'away-attack',
      header: t('lines.columns.attack'),
      hideBelow: 'sm',
      cell: (l) => (
        <PlainNumber value={l.AwayAttack} className={cn(awayWonLine(l) && 'font-bold text-primary')} />
      ),
    },
    {
      id: 'away',
      header: match.AwayTeamName,
      cell: (l) => <PlayerAttack name={l.AwayNickName} attack={l.AwayAttack} won={awayWonLine(l)} />,
    },
    {
      id: 'match-score',
      header: t('lines.columns.matchScore'),
      align: 'center',
      hideBelow: 'sm',
      cell: (l) => <Score home={l.HomeTotalScore} away={l.AwayTotalScore} className="text-fg-muted" />,
    },
  ];

  return (
    <SectionCard
      title={title}
      icon={icon}
      description={t('lines.teams', { home: match.HomeTeamName, away: match.AwayTeamName })}
    >
      <DataTable
        caption={t('lines.caption', { home: match.HomeTeamName, away: match.AwayTeamName })}
        columns={columns}
        rows={match.Lines}
        rowKey={(l) => l.LineNumber}
        density="compact"
        rowAttributes={(l) => ({ 'data-extra-line': l.IsExtraLine ? 'true' : undefined })}
      />
      <div
        className="flex flex-wrap items-center justify-between gap-3 bg-surface-2 px-4 py-3 sm:px-5"
        data-testid="total-match-score"
      >
        <span className="display-caps text-base text-fg-muted">{t('lines.totalScore')}</span>
        <Score
          home={match.HomeScore}
          away={match.AwayScore}
          className="font-display text-2xl font-bold text-fg"
        />
        <span className="w-full text-xs text-fg-muted sm:w-auto">
          {t('lines.totalAttacks')}:{' '}
          {/* A flex pair, not one text run: home stays on the home side in right-to-left too. */}
          <span className="inline-flex gap-1">
            <CompactValue value={match.HomeAttackTotal} />
            <span aria-hidden="true">–</span>
            <CompactValue value={match.AwayAttackTotal} />
          </span>
        </span>
      </div>
    </SectionCard>
  );
}
