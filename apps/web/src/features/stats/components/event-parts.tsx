import type { SeasonInfo } from '@pitchside/contract/stats';
import { Ticket } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RankBadge } from '@/components/ui/rank-badge';
import { formatNumber } from '@/lib/format/format-number';
import { dateTimeFormat } from '@/lib/format/intl-formats';

/** "Season 12 · ends 27 Dec 2026", from the season the event list belongs to. */
export function useSeasonLabel() {
  const { t, i18n } = useTranslation('events');
  return (season: SeasonInfo | null | undefined) => {
    if (!season) return undefined;
    const ends = dateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(season.EndsAt));
    return t('season.label', { season: season.Number, date: ends });
  };
}

/** Ticket rewards for ranks 1–3 in gold, silver and bronze. */
export function RewardPodium({ rewards, unit }: { rewards: readonly number[]; unit: string }) {
  const { i18n } = useTranslation();
  return (
    <ol className="grid grid-cols-3 gap-2 sm:gap-3">
      {rewards.map((tickets, i) => (
        <li
          key={i}
          data-testid="reward"
          className="flex flex-col items-center gap-1.5 rounded-xl border border-border bg-surface-2 px-2 py-3 text-center"
        >
          <RankBadge rank={i + 1} size="sm" />
          <span className="inline-flex items-center gap-1 font-display text-xl font-bold tabular-nums text-fg sm:text-2xl">
            <Ticket aria-hidden="true" className="size-4 text-accent" />
            {formatNumber(tickets, i18n.language)}
          </span>
          <span className="text-xs leading-tight text-fg-muted">{unit}</span>
        </li>
      ))}
    </ol>
  );
}

/** One scoring rule: the points chip and what earns them. */
export function RuleItem({ points, children }: { points: string; children: ReactNode }) {
  return (
    <li className="flex items-center gap-3">
      <span className="grid h-8 min-w-12 place-items-center rounded-lg bg-primary-soft px-2 font-display text-base font-bold tabular-nums text-primary">
        {points}
      </span>
      <span className="text-sm text-fg">{children}</span>
    </li>
  );
}
