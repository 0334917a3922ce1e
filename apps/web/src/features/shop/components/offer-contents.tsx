import { Coins, Crown, Goal, RotateCw, Sparkles, Ticket, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format/format-number';

export type OfferItemKind =
  'tickets' | 'energy' | 'skillPoints' | 'superGoal' | 'webPoints' | 'spins' | 'vipBonus';

export interface OfferItem {
  kind: OfferItemKind;
  amount: number;
}

const ICONS: Record<OfferItemKind, ReactNode> = {
  tickets: <Ticket />,
  energy: <Zap />,
  skillPoints: <Sparkles />,
  superGoal: <Goal />,
  webPoints: <Coins />,
  spins: <RotateCw />,
  vipBonus: <Crown />,
};

const TONES: Record<OfferItemKind, string> = {
  tickets: 'text-primary',
  energy: 'text-warning',
  skillPoints: 'text-info',
  superGoal: 'text-primary',
  webPoints: 'text-accent',
  spins: 'text-info',
  vipBonus: 'text-accent',
};

interface OfferContentsProps {
  items: readonly OfferItem[];
  className?: string;
}

/** What a pack or offer holds, as a labelled list: the number big, the item name under it. */
export function OfferContents({ items, className }: OfferContentsProps) {
  const { t, i18n } = useTranslation('offers');
  const shown = items.filter((item) => item.amount > 0);
  return (
    <ul aria-label={t('contents.label')} className={cn('grid grid-cols-2 gap-2 sm:grid-cols-3', className)}>
      {shown.map((item) => (
        <li
          key={item.kind}
          className={cn(
            'flex items-center gap-2.5 rounded-lg border border-border bg-surface-2/70 px-3 py-2',
            item.kind === 'vipBonus' && 'border-accent/40 bg-accent-soft',
          )}
        >
          <span className={cn('shrink-0 [&_svg]:size-5', TONES[item.kind])} aria-hidden="true">
            {ICONS[item.kind]}
          </span>
          <span className="min-w-0 leading-tight">
            <span className="block font-display text-lg font-bold tabular-nums text-fg">
              {item.kind === 'vipBonus' ? '+' : ''}
              {formatNumber(item.amount, i18n.language)}
            </span>
            <span className="block text-xs text-fg-muted">{t(`contents.${item.kind}`)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
