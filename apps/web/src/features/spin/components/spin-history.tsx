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

/** The player's latest spins: prize, cost, balance after, time (newest first). */
export function SpinHistory() {
  const { t, i18n } = useTranslation('spin');
  const history = useSpinHistory();
  const prizeText = usePrizeText();
  const time = new Intl.DateTimeFormat(i18n.language, {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  const webPoints = (amount: number) => t('webPoints', { amount: formatNumber(amount, i18n.language) });

  const columns: DataTableColumn<SpinHistoryItem>[] = [
    {
      id: 'prize',
      header: t('history.prize'),
      rowHeader: true,
      cell: (spin) => (
        <span className={cn('font-medium', spin.kind === 'none' ? 'text-fg-muted' : 'text-fg')}>
          {prizeText(spin)}
        </span>
      ),
    },
    {
      id: 'cost',
      header: t('history.cost'),
      align: 'end',
      className: 'whitespace-nowrap text-fg-muted',
      cell: (spin) => t('history.costValue', { amount: formatNumber(spin.cost, i18n.language) }),
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
      cell: (spin) => <time dateTime={spin.createdAt}>{time.format(new Date(spin.createdAt))}</time>,
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
