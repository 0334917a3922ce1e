import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { dateTimeFormat } from '@/lib/format/intl-formats';
import type { SalesStats } from '../../api/get-sales-stats';
import { DashboardCard } from './dashboard-card';
import { salesColumns } from './sales-columns';
import type { DashboardFormat } from './use-dashboard-format';

type Day = SalesStats['daily'][number];

/** The period day by day, newest first. */
export function PerDayTable({ stats, format }: { stats: SalesStats; format: DashboardFormat }) {
  const { t } = useTranslation('admin');
  const sales = salesColumns<Day>(t, format);
  const columns: DataTableColumn<Day>[] = [
    {
      id: 'day',
      header: t('dashboard.day'),
      rowHeader: true,
      // Noon, so no time zone moves the calendar day the server cut.
      cell: (row) =>
        dateTimeFormat(format.lang, { dateStyle: 'medium' }).format(new Date(`${row.day}T12:00:00`)),
    },
    sales.orders,
    sales.revenue,
  ];
  return (
    <DashboardCard title={t('dashboard.perDay')}>
      <DataTable
        columns={columns}
        rows={[...stats.daily].reverse()}
        rowKey={(row) => row.day}
        caption={t('dashboard.perDay')}
        density="compact"
        maxHeightClassName="max-h-80"
      />
    </DashboardCard>
  );
}
