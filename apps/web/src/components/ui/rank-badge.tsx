import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

interface RankBadgeProps {
  rank: number;
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * Spec §9: the top three ranks get gold, silver and bronze styling. Styled by `.rank-badge` in
 * styles/index.css, as a leaderboard shows a hundred of them (decision 0020).
 */
export function RankBadge({ rank, size = 'md', className }: RankBadgeProps) {
  const { t } = useTranslation('common');
  return (
    <span
      role="img"
      aria-label={t('rank', { rank })}
      data-size={size}
      data-podium={rank >= 1 && rank <= 3 ? rank : undefined}
      className={cn('rank-badge', className)}
    >
      {rank}
    </span>
  );
}
