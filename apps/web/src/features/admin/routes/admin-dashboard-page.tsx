import {
  BadgePercent,
  ChartColumn,
  Clock,
  Coins,
  Download,
  Gift,
  LifeBuoy,
  Receipt,
  RotateCcw,
  ShoppingCart,
  Sparkles,
  UserPlus,
  Users,
} from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { StatTile } from '@/components/ui/stat-tile';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format/format-money';
import { formatNumber } from '@/lib/format/format-number';
import { useMediaQuery } from '@/lib/use-media-query';
import { downloadOrdersCsv } from '../api/export-orders';
import { useSalesStats, type SalesStats } from '../api/get-sales-stats';
import { AdminShell } from '../components/admin-shell';
import { DailyChart } from '../components/daily-chart';
import { dayOf, PERIODS, rangeOf, type Period } from '../model/periods';
import { dateTimeFormat, numberFormat } from '@/lib/format/intl-formats';

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
  const customFrom = params.get('from');
  const customTo = params.get('to');
  const custom = { from: customFrom, to: customTo };
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
      <div role="group" aria-label={t('dashboard.period')} className="mb-6 flex flex-wrap items-end gap-2">
        {PERIODS.map((p) => (
          <Button
            key={p}
            size="sm"
            variant={p === period ? 'primary' : 'secondary'}
            aria-pressed={p === period}
            onClick={() => choose(p)}
          >
            {t(`dashboard.periods.${p}`)}
          </Button>
        ))}
        {period === 'custom' && (
          <CustomRange
            from={custom.from}
            to={custom.to}
            onApply={(next) => setParams({ period: 'custom', ...next })}
          />
        )}
      </div>
      <QueryState
        query={stats}
        loading={<DashboardSkeleton />}
        errorMessage={t('dashboard.error')}
        empty={null}
        isEmpty={() => false}
      >
        {(data) => <Figures stats={data} />}
      </QueryState>
    </>
  );
}

function CustomRange(props: {
  from: string | null;
  to: string | null;
  onApply: (range: { from: string; to: string }) => void;
}) {
  const { t } = useTranslation('admin');
  const [from, setFrom] = useState(props.from ?? '');
  const [to, setTo] = useState(props.to ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (from && to) props.onApply({ from, to });
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <label className="flex flex-col gap-1 text-xs text-fg-muted">
        {t('dashboard.from')}
        <Input
          type="date"
          value={from}
          max={to || undefined}
          onChange={(event) => setFrom(event.target.value)}
          className="h-8"
        />
      </label>
      <label className="flex flex-col gap-1 text-xs text-fg-muted">
        {t('dashboard.to')}
        <Input
          type="date"
          value={to}
          min={from || undefined}
          onChange={(event) => setTo(event.target.value)}
          className="h-8"
        />
      </label>
      <Button type="submit" size="sm">
        {t('dashboard.apply')}
      </Button>
    </form>
  );
}

function DashboardSkeleton() {
  return (
    <div aria-busy="true" className="space-y-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <div className="grid gap-4 xl:grid-cols-2">
        <Skeleton className="h-72" />
        <Skeleton className="h-72" />
      </div>
    </div>
  );
}

function Figures({ stats }: { stats: SalesStats }) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  const money = (cents: number) => formatMoney(cents, lang, stats.currency);
  const count = (value: number) => formatNumber(value, lang);
  const percent = numberFormat(lang, { style: 'percent', maximumFractionDigits: 1 });
  const days = stats.daily.map((d) => d.day);
  const revenue = stats.daily.map((d) => d.revenueCents / 100);
  const orders = stats.daily.map((d) => d.orders);
  const reply =
    stats.medianFirstReplySeconds === null ? '—' : formatDuration(stats.medianFirstReplySeconds, lang);
  const topColumns: DataTableColumn<SalesStats['topProducts'][number]>[] = [
    { id: 'name', header: t('dashboard.product'), rowHeader: true, cell: (row) => row.name },
    { id: 'orders', header: t('dashboard.orders'), align: 'end', cell: (row) => count(row.orders) },
    { id: 'revenue', header: t('dashboard.revenue'), align: 'end', cell: (row) => money(row.revenueCents) },
  ];
  const dayColumns: DataTableColumn<SalesStats['daily'][number]>[] = [
    {
      id: 'day',
      header: t('dashboard.day'),
      rowHeader: true,
      cell: (row) => dateTimeFormat(lang, { dateStyle: 'medium' }).format(new Date(`${row.day}T12:00:00`)),
    },
    { id: 'orders', header: t('dashboard.orders'), align: 'end', cell: (row) => count(row.orders) },
    { id: 'revenue', header: t('dashboard.revenue'), align: 'end', cell: (row) => money(row.revenueCents) },
  ];
  const mostPlayers = Math.max(1, ...stats.vipDistribution.map((tier) => tier.players));

  return (
    <div className="space-y-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatTile
          label={t('dashboard.revenue')}
          value={money(stats.revenueCents)}
          icon={<Coins />}
          tone="primary"
          hint={`${t('dashboard.revenueHint', {
            gross: money(stats.grossCents),
            refunds: money(stats.refundsCents),
          })} · ${t('dashboard.previous', { value: money(stats.previous.revenueCents) })}`}
        />
        <StatTile
          label={t('dashboard.orders')}
          value={count(stats.orders)}
          icon={<ShoppingCart />}
          hint={t('dashboard.previous', { value: count(stats.previous.orders) })}
        />
        <StatTile
          label={t('dashboard.payingPlayers')}
          value={count(stats.payingPlayers)}
          icon={<Users />}
          hint={t('dashboard.previous', { value: count(stats.previous.payingPlayers) })}
        />
        <StatTile
          label={t('dashboard.arppu')}
          value={money(stats.arppuCents)}
          icon={<Receipt />}
          tone="accent"
          hint={t('dashboard.previous', { value: money(stats.previous.arppuCents) })}
        />
        <StatTile
          label={t('dashboard.conversion')}
          value={percent.format(stats.conversion)}
          icon={<BadgePercent />}
          hint={t('dashboard.conversionHint', { active: count(stats.activePlayers) })}
        />
        <StatTile
          label={t('dashboard.refunds')}
          value={count(stats.refunds)}
          icon={<RotateCcw />}
          hint={`${money(stats.refundsCents)} · ${t('dashboard.previous', { value: count(stats.previous.refunds) })}`}
        />
        <StatTile label={t('dashboard.signUps')} value={count(stats.signUps)} icon={<UserPlus />} />
        <StatTile
          label={t('dashboard.spinsAndClaims')}
          value={`${count(stats.spins)} · ${count(stats.freeClaims)}`}
          icon={<Sparkles />}
          hint={t('dashboard.spinsAndClaimsHint')}
        />
      </div>
      <div className="grid gap-4 xl:grid-cols-2">
        <Card className="p-4 sm:p-5">
          <h2 className="mb-3 font-display text-lg font-bold uppercase text-fg">
            {t('dashboard.revenuePerDay')}
          </h2>
          <DailyChart
            days={days}
            values={revenue}
            kind="bars"
            colorVar="--color-primary"
            locale={lang}
            formatValue={(v) => money(Math.round(v * 100))}
            label={t('dashboard.revenuePerDay')}
          />
        </Card>
        <Card className="p-4 sm:p-5">
          <h2 className="mb-3 font-display text-lg font-bold uppercase text-fg">
            {t('dashboard.ordersPerDay')}
          </h2>
          <DailyChart
            days={days}
            values={orders}
            kind="line"
            wholeNumbers
            colorVar="--color-accent"
            locale={lang}
            formatValue={(v) => count(v)}
            label={t('dashboard.ordersPerDay')}
          />
        </Card>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card className="p-4 sm:p-5">
          <h2 className="mb-3 font-display text-lg font-bold uppercase text-fg">
            {t('dashboard.topProducts')}
          </h2>
          {stats.topProducts.length === 0 ? (
            <p className="text-sm text-fg-muted">{t('dashboard.noSales')}</p>
          ) : (
            <DataTable
              columns={topColumns}
              rows={stats.topProducts}
              rowKey={(row) => row.name}
              caption={t('dashboard.topProducts')}
              density="compact"
            />
          )}
        </Card>
        <Card className="p-4 sm:p-5">
          <h2 className="mb-3 font-display text-lg font-bold uppercase text-fg">
            {t('dashboard.vipDistribution')}
          </h2>
          <ul className="space-y-2">
            {stats.vipDistribution.map((tier) => (
              <li key={tier.tier} className="grid grid-cols-[6rem_1fr_4rem] items-center gap-3 text-sm">
                <span className="truncate text-fg">{tier.name}</span>
                <span className="h-2.5 overflow-hidden rounded-full bg-white/[0.06]" aria-hidden="true">
                  <span
                    className={cn('block h-full rounded-full bg-accent')}
                    style={{ width: `${(tier.players / mostPlayers) * 100}%` }}
                  />
                </span>
                <span className="text-end tabular-nums text-fg-muted">{count(tier.players)}</span>
              </li>
            ))}
          </ul>
        </Card>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatTile label={t('dashboard.openTickets')} value={count(stats.openTickets)} icon={<LifeBuoy />} />
        <StatTile label={t('dashboard.medianFirstReply')} value={reply} icon={<Clock />} />
        <StatTile label={t('dashboard.freeClaims')} value={count(stats.freeClaims)} icon={<Gift />} />
        <StatTile label={t('dashboard.activePlayers')} value={count(stats.activePlayers)} icon={<Users />} />
      </div>
      <Card className="p-4 sm:p-5">
        <h2 className="mb-3 font-display text-lg font-bold uppercase text-fg">{t('dashboard.perDay')}</h2>
        <DataTable
          columns={dayColumns}
          rows={[...stats.daily].reverse()}
          rowKey={(row) => row.day}
          caption={t('dashboard.perDay')}
          density="compact"
          maxHeightClassName="max-h-80"
        />
      </Card>
    </div>
  );
}

/** "2 h 5 min", "45 min", "30 s" in the reader's language. */
function formatDuration(seconds: number, locale: string): string {
  const unit = (value: number, name: 'hour' | 'minute' | 'second') =>
    numberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  if (seconds < 60) return unit(seconds, 'second');
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return unit(minutes, 'minute');
  return `${unit(Math.floor(minutes / 60), 'hour')} ${unit(minutes % 60, 'minute')}`;
}
