import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const PODIUM: Record<number, string> = {
  1: 'bg-linear-to-b from-[#ffe08a] to-rank-gold text-[#3a2800] shadow-[0_0_0_2px_rgb(248_200_74/0.35),0_6px_16px_-6px_rgb(248_200_74/0.7)]',
  2: 'bg-linear-to-b from-white to-rank-silver text-[#1f2a3a] shadow-[0_0_0_2px_rgb(207_217_230/0.3)]',
  3: 'bg-linear-to-b from-[#f5b889] to-rank-bronze text-[#3a1c05] shadow-[0_0_0_2px_rgb(229_154_98/0.3)]',
};

interface RankBadgeProps {
  rank: number;
  size?: 'sm' | 'md';
  className?: string;
}

/** Spec §9: the top three ranks get gold, silver and bronze styling. */
export function RankBadge({ rank, size = 'md', className }: RankBadgeProps) {
  const { t } = useTranslation('common');
  return (
    <span
      role="img"
      aria-label={t('rank', { rank })}
      className={cn(
        'inline-grid shrink-0 place-items-center rounded-full font-display font-bold tabular-nums',
        size === 'sm' ? 'size-7 text-sm' : 'size-9 text-base',
        PODIUM[rank] ?? 'bg-surface-3 text-fg-muted ring-1 ring-inset ring-border-strong',
        className,
      )}
    >
      {rank}
    </span>
  );
}
