import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format/format-number';
import { useSpinHistory, type SpinHistoryItem } from '../api/get-spin-history';
import { usePrizeText } from './prize-text';
import { dateTimeFormat } from '@/lib/format/intl-formats';

/** The player's latest spins: prize, cost, balance after, time (newest first). */
export function SpinHistory() {
  const { t, i18n } = useTranslation('spin');
  const history = useSpinHistory();
  const prizeText = usePrizeText();
  // Today's spins need only the time; older ones get the day too (keeps the table narrow at 375 px).
  const clock = dateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' });
  const dayAndClock = dateTimeFormat(i18n.language, {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  const today = new Date().toDateString();
  const when = (iso: string) => {
    const date = new Date(iso);
    return (date.toDateString() === today ? clock : dayAndClock).format(date);
  };
  const webPoints = (amount: number) => t('webPoints', { amount: formatNumber(amount, i18n.language) });
  // The locale's own minus sign and direction marks keep "-5 WP" readable in Arabic too.
  const cost = (spin: SpinHistoryItem) => webPoints(-spin.cost);

  const columns: DataTableColumn<SpinHistoryItem>[] = [
    {
      id: 'prize',
      header: t('history.prize'),
      rowHeader: true,
      cell: (spin) => (
        <>
          <span className={cn('font-medium', spin.kind === 'none' ? 'text-fg-muted' : 'text-fg')}>
            {prizeText(spin)}
          </span>
          {/* Phones have no cost column; the cost rides under the prize instead. */}
          <span className="block text-xs text-fg-muted sm:hidden">{cost(spin)}</span>
        </>
      ),
    },
    {
      id: 'cost',
      header: t('history.cost'),
      align: 'end',
      hideBelow: 'sm',
      className: 'whitespace-nowrap text-fg-muted',
      cell: cost,
    },
    {
      id: 'balance',
      header: t('history.balanceAfter'),
      align: 'end',
      className: 'whitespace-nowrap',
      cell: (spin) => webPoints(spin.balanceAfter),
    },
    {
      id: 'time',
      header: t('history.time'),
      align: 'end',
      className: 'whitespace-nowrap text-fg-muted',
      cell: (spin) => <time dateTime={spin.createdAt}>{when(spin.createdAt)}</time>,
    },
  ];

  return (
    <Card className="p-4 sm:p-6">
      <h2 className="display-caps mb-4 flex items-center gap-2 text-2xl text-fg">
        <History aria-hidden="true" className="size-5 text-primary" />
        {t('history.title')}
      </h2>
      <QueryState
        query={history}
        loading={
          <DataTable
            columns={columns}
            rows={[]}
            rowKey={(spin) => spin.id}
            caption={t('history.loading')}
            loading
            skeletonRows={4}
            density="compact"
          />
        }
        errorMessage={t('errors.historyFailed')}
        empty={
          <EmptyState title={t('history.empty')} description={t('history.emptyBody')} icon={<History />} />
        }
      >
        {(spins) => (
          <DataTable
            columns={columns}
            rows={spins}
            rowKey={(spin) => spin.id}
            caption={t('history.title')}
            density="compact"
            className="-mx-2.5 sm:mx-0"
          />
        )}
      </QueryState>
    </Card>
  );
}
