import type { VipTier } from '@pitchside/contract/vip';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format/format-number';
import { VipTierIcon, vipColor } from './vip-tier-icon';
import { vipTierName } from './vip-tier-name';
import { numberFormat } from '@/lib/format/intl-formats';

interface VipTierTableProps {
  tiers: readonly VipTier[];
  /** The signed-in player's tier, highlighted; undefined for guests. */
  currentTier?: number;
}

/** The benefit columns, in the spec's order: four percentages, then the spin 2000 limit boost. */
const BENEFITS = [
  'bonusPercentage',
  'spin10WebPointsBoost',
  'spin100TicketBoost',
  'spin2000TicketsBoost',
  'spin2000LimitBoost',
] as const;
type Benefit = (typeof BENEFITS)[number];

/**
 * Spec §2 "VIP page": the tier table with the columns web point range, bonus ticket, spin 10 web
 * points boost, spin 100 ticket boost, spin 2000 tickets boost and spin 2000 limit boost. At
 * 768 px or less the rows become cards, because seven columns do not fit a phone.
 */
export function VipTierTable({ tiers, currentTier }: VipTierTableProps) {
  const { t, i18n } = useTranslation('vip');
  const lang = i18n.language;
  const percent = numberFormat(lang, { style: 'percent', signDisplay: 'exceptZero' });
  const plus = numberFormat(lang, { signDisplay: 'exceptZero' });

  const range = (tier: VipTier) =>
    tier.maxWebPoints === null
      ? t('table.rangeOpen', { min: formatNumber(tier.minWebPoints, lang) })
      : t('table.range', {
          min: formatNumber(tier.minWebPoints, lang),
          max: formatNumber(tier.maxWebPoints, lang),
        });
  const none = (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t('table.none')}</span>
    </>
  );
  const benefit = (tier: VipTier, column: Benefit) => {
    const value = tier[column];
    if (value <= 0) return none;
    return column === 'spin2000LimitBoost' ? plus.format(value) : percent.format(value / 100);
  };
  const yourTier = (
    <Badge variant="upgraded" withIcon={false}>
      {t('table.yourTier')}
    </Badge>
  );

  const name = (tier: VipTier) => vipTierName(t, tier.slug, tier.name);
  const headers = {
    range: t('table.columns.range'),
    bonusPercentage: t('table.columns.bonus'),
    spin10WebPointsBoost: t('table.columns.spin10'),
    spin100TicketBoost: t('table.columns.spin100'),
    spin2000TicketsBoost: t('table.columns.spin2000'),
    spin2000LimitBoost: t('table.columns.spin2000Limit'),
  };

  // Both forms are in the page and CSS shows the one that fits: the server, which renders this
  // page for every screen, does not know the reader's width (decision 0020).
  return (
    <>
      <ul className="grid gap-3 min-[769px]:hidden" aria-labelledby="vip-tiers-title">
        {tiers.map((tier) => {
          const mine = tier.tier === currentTier;
          return (
            <li
              key={tier.tier}
              aria-current={mine || undefined}
              className={cn(
                'rounded-xl border bg-surface/90 p-4 shadow-raised',
                mine ? 'border-primary/70 ring-1 ring-primary/40' : 'border-border',
              )}
            >
              <div className="flex items-center gap-3">
                <VipTierIcon icon={tier.icon} color={tier.color} className="size-10" />
                <div className="min-w-0 flex-1">
                  <h3
                    className="font-display text-xl font-bold uppercase"
                    style={{ color: vipColor(tier.color) }}
                  >
                    {name(tier)}
                  </h3>
                  <p className="text-sm text-fg-muted">
                    {headers.range}: <span className="font-semibold text-fg">{range(tier)}</span>
                  </p>
                </div>
                {mine && yourTier}
              </div>
              {tier.tier === 0 && <p className="mt-2 text-xs text-fg-muted">{t('table.noVip')}</p>}
              <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 border-t border-border pt-3 text-sm">
                {BENEFITS.map((column) => (
                  <div key={column}>
                    <dt className="text-xs text-fg-muted">{headers[column]}</dt>
                    <dd className="font-semibold tabular-nums text-fg">{benefit(tier, column)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          );
        })}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl border border-border bg-surface/90 shadow-raised min-[769px]:block">
        <table className="w-full min-w-[52rem] border-collapse text-sm" aria-labelledby="vip-tiers-title">
          <thead>
            <tr className="border-b border-border-strong bg-surface-2/80 text-start">
              <th
                scope="col"
                className="px-4 py-3 text-start font-display text-sm font-bold uppercase tracking-wide text-fg-muted"
              >
                {t('table.columns.tier')}
              </th>
              {(['range', ...BENEFITS] as const).map((column) => (
                <th
                  key={column}
                  scope="col"
                  className="px-4 py-3 text-end font-display text-sm font-bold uppercase tracking-wide text-fg-muted"
                >
                  {headers[column]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {tiers.map((tier) => {
              const mine = tier.tier === currentTier;
              return (
                <tr
                  key={tier.tier}
                  aria-current={mine || undefined}
                  className={cn(
                    'border-b border-border last:border-b-0',
                    mine ? 'bg-primary-soft' : 'odd:bg-white/[0.015] hover:bg-white/[0.03]',
                  )}
                >
                  <th scope="row" className="px-4 py-3 text-start font-normal">
                    <div className="flex items-center gap-3">
                      <VipTierIcon icon={tier.icon} color={tier.color} className="size-9" />
                      <div className="min-w-0">
                        <span
                          className="block font-display text-lg font-bold uppercase leading-tight"
                          style={{ color: vipColor(tier.color) }}
                        >
                          {name(tier)}
                        </span>
                        {tier.tier === 0 && (
                          <span className="block text-xs text-fg-muted">{t('table.noVip')}</span>
                        )}
                      </div>
                      {mine && yourTier}
                    </div>
                  </th>
                  <td className="whitespace-nowrap px-4 py-3 text-end font-semibold tabular-nums text-fg">
                    {range(tier)}
                  </td>
                  {BENEFITS.map((column) => (
                    <td key={column} className="px-4 py-3 text-end tabular-nums text-fg">
                      {benefit(tier, column)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
