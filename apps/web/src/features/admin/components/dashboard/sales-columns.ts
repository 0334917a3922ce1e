import type { TFunction } from 'i18next';
import type { DataTableColumn } from '@/components/ui/data-table';
import type { DashboardFormat } from './use-dashboard-format';

/** The orders and revenue columns every sales table of the dashboard has (per day, product, campaign). */
export function salesColumns<Row extends { orders: number; revenueCents: number }>(
  t: TFunction<'admin'>,
  format: DashboardFormat,
): { orders: DataTableColumn<Row>; revenue: DataTableColumn<Row> } {
  return {
    orders: {
      id: 'orders',
      header: t('dashboard.orders'),
      align: 'end',
      cell: (row) => format.count(row.orders),
    },
    revenue: {
      id: 'revenue',
      header: t('dashboard.revenue'),
      align: 'end',
      cell: (row) => format.money(row.revenueCents),
    },
  };
}
