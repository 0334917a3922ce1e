import type { SalesStats } from '../../api/get-sales-stats';
import { CampaignResultsCard } from './campaign-results-card';
import { DailyCharts } from './daily-charts';
import { PerDayTable } from './per-day-table';
import { SalesTiles } from './sales-tiles';
import { SupportTiles } from './support-tiles';
import { TicketAgesCard } from './ticket-ages-card';
import { TopProductsCard } from './top-products-card';
import { useDashboardFormat } from './use-dashboard-format';
import { VipDistributionCard } from './vip-distribution-card';

/** Every section of the dashboard for one period's figures. */
export function DashboardFigures({ stats }: { stats: SalesStats }) {
  const format = useDashboardFormat(stats.currency);
  const section = { stats, format };
  return (
    <div className="space-y-6">
      <SalesTiles {...section} />
      <DailyCharts {...section} />
      <div className="grid gap-4 lg:grid-cols-2">
        <TopProductsCard {...section} />
        <VipDistributionCard {...section} />
      </div>
      <SupportTiles {...section} />
      <div className="grid gap-4 lg:grid-cols-2">
        <CampaignResultsCard {...section} />
        <TicketAgesCard {...section} />
      </div>
      <PerDayTable {...section} />
    </div>
  );
}
