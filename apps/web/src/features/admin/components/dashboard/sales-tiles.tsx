import {
  BadgePercent,
  Coins,
  Landmark,
  Receipt,
  RotateCcw,
  ShoppingCart,
  Sparkles,
  Users,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatTile } from '@/components/ui/stat-tile';
import type { SalesStats } from '../../api/get-sales-stats';
import type { DashboardFormat } from './use-dashboard-format';

/** The period's money figures, each with the period just before beside it where it compares. */
export function SalesTiles({ stats, format }: { stats: SalesStats; format: DashboardFormat }) {
  const { t } = useTranslation('admin');
  const { money, count, percent } = format;
  const previous = (value: string) => t('dashboard.previous', { value });
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatTile
        label={t('dashboard.revenue')}
        value={money(stats.revenueCents)}
        icon={<Coins />}
        tone="primary"
        hint={`${t('dashboard.revenueHint', {
          gross: money(stats.grossCents),
          refunds: money(stats.refundsCents),
        })} · ${previous(money(stats.previous.revenueCents))}`}
      />
      <StatTile
        label={t('dashboard.orders')}
        value={count(stats.orders)}
        icon={<ShoppingCart />}
        hint={previous(count(stats.previous.orders))}
      />
      <StatTile
        label={t('dashboard.payingPlayers')}
        value={count(stats.payingPlayers)}
        icon={<Users />}
        hint={previous(count(stats.previous.payingPlayers))}
      />
      <StatTile
        label={t('dashboard.arppu')}
        value={money(stats.arppuCents)}
        icon={<Receipt />}
        tone="accent"
        hint={previous(money(stats.previous.arppuCents))}
      />
      <StatTile
        label={t('dashboard.conversion')}
        value={percent(stats.conversion)}
        icon={<BadgePercent />}
        hint={t('dashboard.conversionHint', { active: count(stats.activePlayers) })}
      />
      <StatTile
        label={t('dashboard.refunds')}
        value={count(stats.refunds)}
        icon={<RotateCcw />}
        hint={`${money(stats.refundsCents)} · ${previous(count(stats.previous.refunds))}`}
      />
      <StatTile
        label={t('dashboard.chargebacks')}
        value={count(stats.chargebacks)}
        icon={<Landmark />}
        hint={`${money(stats.chargebacksCents)} · ${previous(
          `${count(stats.previous.chargebacks)} (${money(stats.previous.chargebacksCents)})`,
        )}`}
      />
      <StatTile
        label={t('dashboard.spinsAndClaims')}
        value={`${count(stats.spins)} · ${count(stats.freeClaims)}`}
        icon={<Sparkles />}
        hint={t('dashboard.spinsAndClaimsHint')}
      />
    </div>
  );
}
