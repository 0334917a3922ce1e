import { useTranslation } from 'react-i18next';
import type { SalesStats } from '../../api/get-sales-stats';
import { DailyChart } from '../daily-chart';
import { DashboardCard } from './dashboard-card';
import type { DashboardFormat } from './use-dashboard-format';

/** Revenue and orders for each day of the period. */
export function DailyCharts({ stats, format }: { stats: SalesStats; format: DashboardFormat }) {
  const { t } = useTranslation('admin');
  const days = stats.daily.map((d) => d.day);
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <DashboardCard title={t('dashboard.revenuePerDay')}>
        <DailyChart
          days={days}
          values={stats.daily.map((d) => d.revenueCents / 100)}
          kind="bars"
          colorVar="--color-primary"
          locale={format.lang}
          formatValue={(v) => format.money(Math.round(v * 100))}
          label={t('dashboard.revenuePerDay')}
        />
      </DashboardCard>
      <DashboardCard title={t('dashboard.ordersPerDay')}>
        <DailyChart
          days={days}
          values={stats.daily.map((d) => d.orders)}
          kind="line"
          wholeNumbers
          colorVar="--color-accent"
          locale={format.lang}
          formatValue={(v) => format.count(v)}
          label={t('dashboard.ordersPerDay')}
        />
      </DashboardCard>
    </div>
  );
}
