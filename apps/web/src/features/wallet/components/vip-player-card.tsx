import type { VipTier } from '@pitchside/contract/vip';
import { Ticket, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format/format-number';
import { VipTierIcon, vipColor } from './vip-tier-icon';
import { vipTierName } from './vip-tier-name';
import { vipBonusTickets, vipProgress, type VipStanding } from './vip-standing';

/** A pack size to make the bonus percentage concrete. */
const EXAMPLE_TICKETS = 1000;

interface VipPlayerCardProps {
  standing: VipStanding;
  tiers: readonly VipTier[];
}

/** The signed-in player's tier, web points of the last 30 days and the way to the next tier. */
export function VipPlayerCard({ standing, tiers }: VipPlayerCardProps) {
  const { t, i18n } = useTranslation('vip');
  const lang = i18n.language;
  const current = tiers.find((tier) => tier.tier === standing.tier);
  const progress = vipProgress(standing, tiers);
  const color = standing.tier > 0 ? (current?.color ?? standing.tierColor) : standing.tierColor;
  const name =
    standing.tier > 0
      ? vipTierName(t, current?.slug ?? standing.tierSlug, current?.name ?? standing.tierName)
      : t('tiers.noVip');
  const bonus = current?.bonusPercentage ?? standing.bonusPercentage;
  const nextName = progress.nextTier ? vipTierName(t, progress.nextTier.slug, progress.nextTier.name) : '';
  const points = formatNumber(standing.last30DaysWebpoints, lang);

  return (
    <section
      aria-labelledby="vip-standing-title"
      className="relative overflow-hidden rounded-2xl border border-border bg-linear-to-br from-surface-2 via-surface to-bg p-5 shadow-raised sm:p-8"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -end-20 -top-20 size-72 rounded-full opacity-20 blur-3xl"
        style={{ backgroundColor: vipColor(color) }}
      />
      <div className="relative grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] lg:items-center">
        <div className="flex items-center gap-4">
          <VipTierIcon icon={current?.icon ?? 'shield'} color={color} className="size-16 rounded-2xl" />
          <div className="min-w-0">
            <h2
              id="vip-standing-title"
              className="font-display text-sm font-bold uppercase tracking-[0.18em] text-fg-muted"
            >
              {t('standing.title')}
            </h2>
            <p className="display-caps text-4xl leading-none sm:text-5xl" style={{ color: vipColor(color) }}>
              {name}
            </p>
            {standing.tier > 0 ? (
              <p className="mt-2 flex items-center gap-1.5 text-sm text-fg">
                <Ticket className="size-4 text-accent" aria-hidden="true" />
                {t('standing.bonus', {
                  percent: bonus,
                  bonus: formatNumber(vipBonusTickets(EXAMPLE_TICKETS, standing.tier, bonus), lang),
                  base: formatNumber(EXAMPLE_TICKETS, lang),
                })}
              </p>
            ) : (
              <p className="mt-2 text-sm text-fg-muted">{t('standing.noBonus')}</p>
            )}
          </div>
        </div>

        <div className="rounded-xl border border-border bg-bg/50 p-4 backdrop-blur-sm sm:p-5">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <p className="text-sm text-fg-muted">{t('standing.last30')}</p>
            <p className="font-display text-3xl font-bold tabular-nums text-fg">
              {t('standing.points', { value: points })}
            </p>
          </div>
          <div
            role="progressbar"
            aria-label={
              progress.nextTier ? t('standing.progressLabel', { tier: nextName }) : t('standing.topTierLabel')
            }
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress.ratio * 100)}
            className="mt-3 h-3 overflow-hidden rounded-full bg-white/[0.08]"
          >
            <div
              className="h-full rounded-full transition-[width] duration-700"
              style={{
                width: `${progress.ratio * 100}%`,
                background: `linear-gradient(90deg, ${vipColor(color)}, ${vipColor(progress.nextTier?.color ?? color)})`,
              }}
            />
          </div>
          <div className="mt-2 flex justify-between text-xs tabular-nums text-fg-muted">
            <span>{formatNumber(progress.from, lang)}</span>
            {progress.to !== null && <span>{formatNumber(progress.to, lang)}</span>}
          </div>
          <p className="mt-3 flex items-start gap-2 text-sm text-fg">
            <TrendingUp className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {progress.nextTier
              ? t('standing.remaining', {
                  count: progress.remaining,
                  value: formatNumber(progress.remaining, lang),
                  tier: nextName,
                })
              : t('standing.topTier')}
          </p>
        </div>
      </div>
    </section>
  );
}
