import { ChartColumn, Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { useMediaQuery } from '@/lib/use-media-query';
import { downloadOrdersCsv } from '../api/export-orders';
import { useSalesStats } from '../api/get-sales-stats';
import { AdminShell } from '../components/admin-shell';
import { DashboardFigures } from '../components/dashboard/dashboard-figures';
import { DashboardSkeleton } from '../components/dashboard/dashboard-skeleton';
import { PeriodPicker } from '../components/dashboard/period-picker';
import { dayOf, PERIODS, rangeOf, type Period } from '../model/periods';

/** `/admin/dashboard`: what sold, to whom, and how support keeps up, for a chosen period. */
export function AdminDashboardPage() {
  return (
    <AdminShell>
      <Dashboard />
    </AdminShell>
  );
}

function Dashboard() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const period = PERIODS.find((p) => p === params.get('period')) ?? '7d';
  const custom = { from: params.get('from'), to: params.get('to') };
  // "Now" as of opening the page: the query key (compared by value) stays put while it is open.
  const [now] = useState(() => new Date());
  const range = rangeOf(period, now, custom);
  const stats = useSalesStats(range);
  const narrow = useMediaQuery('(max-width: 639px)');
  const [exportFailed, setExportFailed] = useState(false);
  const [exporting, setExporting] = useState(false);

  const choose = (next: Period) => {
    if (next === 'custom') {
      const fallback = rangeOf('30d', new Date());
      setParams({
        period: next,
        from: custom.from ?? dayOf(new Date(fallback.from)),
        to: custom.to ?? dayOf(new Date()),
      });
    } else setParams({ period: next });
  };
  const exportCsv = async () => {
    setExporting(true);
    setExportFailed(false);
    try {
      await downloadOrdersCsv(range);
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  };

  const exportButton = (
    <Button variant="secondary" onClick={() => void exportCsv()} loading={exporting}>
      <Download aria-hidden="true" />
      {t('dashboard.exportCsv')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t('dashboard.title')}
        description={t('dashboard.description')}
        icon={<ChartColumn />}
        actions={!narrow && exportButton}
      />
      {/* On a phone the button gets a row of its own instead of squeezing the title. */}
      {narrow && <div className="-mt-2 mb-6">{exportButton}</div>}
      {exportFailed && (
        <Alert severity="high" className="mb-4" onDismiss={() => setExportFailed(false)}>
          {t('dashboard.exportFailed')}
        </Alert>
      )}
      <PeriodPicker
        period={period}
        custom={custom}
        onChoose={choose}
        onApplyCustom={(next) => setParams({ period: 'custom', ...next })}
      />
      <QueryState
        query={stats}
        loading={<DashboardSkeleton />}
        errorMessage={t('dashboard.error')}
        empty={null}
        isEmpty={() => false}
      >
        {(data) => <DashboardFigures stats={data} />}
      </QueryState>
    </>
  );
}
