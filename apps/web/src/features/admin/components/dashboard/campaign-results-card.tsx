import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { LocalTime } from '@/components/ui/local-time';
import type { SalesStats } from '../../api/get-sales-stats';
import { DashboardCard } from './dashboard-card';
import { salesColumns } from './sales-columns';
import type { DashboardFormat } from './use-dashboard-format';

type Result = SalesStats['campaigns'][number];

/**
 * What each campaign overlapping the period delivered while it ran (issue 35): every order of
 * its window within the period, and how many of them carried its bonus.
 */
export function CampaignResultsCard({ stats, format }: { stats: SalesStats; format: DashboardFormat }) {
  const { t } = useTranslation('admin');
  const sales = salesColumns<Result>(t, format);
  const columns: DataTableColumn<Result>[] = [
    {
      id: 'name',
      header: t('campaigns.name'),
      rowHeader: true,
      cell: (row) => <span className="font-semibold text-fg">{row.name}</span>,
    },
    {
      id: 'window',
      header: t('campaigns.window'),
      hideBelow: 'sm',
      cell: (row) => (
        <span className="flex flex-col text-sm">
          <LocalTime at={row.startsAt} format="dateTime" />
          <LocalTime at={row.endsAt} format="dateTime" className="text-fg-muted" />
        </span>
      ),
    },
    sales.orders,
    {
      id: 'bonus',
      header: t('dashboard.bonusOrders'),
      align: 'end',
      cell: (row) => format.count(row.bonusOrders),
    },
    sales.revenue,
  ];
  return (
    <DashboardCard title={t('dashboard.campaignResults')}>
      {stats.campaigns.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('dashboard.noCampaigns')}</p>
      ) : (
        <DataTable
          columns={columns}
          rows={stats.campaigns}
          rowKey={(row) => row.id}
          caption={t('dashboard.campaignResults')}
          density="compact"
        />
      )}
    </DashboardCard>
  );
}
