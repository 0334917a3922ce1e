import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import type { SalesStats } from '../../api/get-sales-stats';
import { DashboardCard } from './dashboard-card';
import { salesColumns } from './sales-columns';
import type { DashboardFormat } from './use-dashboard-format';

type Product = SalesStats['topProducts'][number];

/** The products that brought the most revenue in the period. */
export function TopProductsCard({ stats, format }: { stats: SalesStats; format: DashboardFormat }) {
  const { t } = useTranslation('admin');
  const sales = salesColumns<Product>(t, format);
  const columns: DataTableColumn<Product>[] = [
    { id: 'name', header: t('dashboard.product'), rowHeader: true, cell: (row) => row.name },
    sales.orders,
    sales.revenue,
  ];
  return (
    <DashboardCard title={t('dashboard.topProducts')}>
      {stats.topProducts.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('dashboard.noSales')}</p>
      ) : (
        <DataTable
          columns={columns}
          rows={stats.topProducts}
          rowKey={(row) => row.name}
          caption={t('dashboard.topProducts')}
          density="compact"
        />
      )}
    </DashboardCard>
  );
}
