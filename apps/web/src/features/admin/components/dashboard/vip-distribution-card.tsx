import { useTranslation } from 'react-i18next';
import type { SalesStats } from '../../api/get-sales-stats';
import { DashboardCard } from './dashboard-card';
import { ShareBars } from './share-bars';
import type { DashboardFormat } from './use-dashboard-format';

/** How many players stand on each VIP tier at the end of the period. */
export function VipDistributionCard({ stats, format }: { stats: SalesStats; format: DashboardFormat }) {
  const { t } = useTranslation('admin');
  return (
    <DashboardCard title={t('dashboard.vipDistribution')}>
      <ShareBars
        rows={stats.vipDistribution.map((tier) => ({
          key: tier.tier,
          label: tier.name,
          value: tier.players,
        }))}
        formatValue={format.count}
        barClassName="bg-accent"
      />
    </DashboardCard>
  );
}
