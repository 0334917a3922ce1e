import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format/format-number';
import type { VipStanding } from '../lib/vip-bonus';

/** Why the cards show (or do not show) bonus tickets: the player's VIP tier and its bonus. */
const TIER_SLUGS = ['silver', 'gold', 'platinum', 'emerald', 'diamond'] as const;
type TierSlug = (typeof TIER_SLUGS)[number];
const isTierSlug = (slug: unknown): slug is TierSlug =>
  typeof slug === 'string' && (TIER_SLUGS as readonly string[]).includes(slug);

export function VipStandingNote({
  vip,
  className,
}: {
  vip: VipStanding | null | undefined;
  className?: string;
}) {
  const { t, i18n } = useTranslation('shop');
  const tier = vip?.tier ?? 0;
  const percent = vip?.bonusPercentage ?? 0;
  return (
    <div
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border px-4 py-3 text-sm',
        tier > 0 ? 'border-accent/40 bg-accent-soft text-fg' : 'border-border bg-surface/80 text-fg-muted',
        className,
      )}
    >
      <Crown
        aria-hidden="true"
        className={cn('size-5 shrink-0', tier > 0 ? 'text-accent' : 'text-fg-subtle')}
      />
      <p className="min-w-0 flex-1">
        {tier > 0
          ? t('vip.active', {
              tier: isTierSlug(vip?.tierSlug)
                ? t(`vip.tiers.${vip.tierSlug}`)
                : (vip?.tierName ?? String(tier)),
              percent: formatNumber(percent, i18n.language),
            })
          : t('vip.none')}
      </p>
      <Link
        to="/vip"
        className="focus-ring rounded font-semibold text-primary underline-offset-4 hover:underline"
      >
        {t('vip.link')}
      </Link>
    </div>
  );
}
