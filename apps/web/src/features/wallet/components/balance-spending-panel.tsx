import { TrendingDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/ui/data-table';
import { formatNumber } from '@/lib/format/format-number';
import { useBalanceSpending, type SpendingRow } from '../api/balance-spending';
import { formatDateTime, formatSignedPoints } from '../lib/balance-format';
import type { BalancePageParams } from '../lib/balance-params';
import { BalanceTablePanel } from './balance-table-panel';

interface PanelProps extends BalancePageParams {
  onPageChange: (page: number) => void;
}

export function BalanceSpendingPanel({ range, page, onPageChange }: PanelProps) {
  const { t, i18n } = useTranslation('wallet');
  const spending = useBalanceSpending({ range, page });
  const language = i18n.language;

  const columns: DataTableColumn<SpendingRow>[] = [
    {
      id: 'date',
      header: t('balance.columns.date'),
      hideBelow: 'sm',
      cell: (row) => (
        <span className="whitespace-nowrap text-fg-muted">{formatDateTime(row.date, language)}</span>
      ),
    },
    {
      id: 'spentOn',
      header: t('balance.columns.spentOn'),
      rowHeader: true,
      cell: (row) => (
        <div className="min-w-32">
          <p className="text-xs text-fg-muted sm:hidden">{formatDateTime(row.date, language)}</p>
          <p className="font-medium text-fg">{row.spentOn}</p>
        </div>
      ),
    },
    {
      id: 'amount',
      header: t('balance.columns.amount'),
      align: 'end',
      // The server sends spending as a positive amount; it left the balance, so it reads negative.
      cell: (row) => (
        <span className="whitespace-nowrap font-display text-base font-bold text-danger">
          {t('balance.wp', { value: formatSignedPoints(-row.amount, language) })}
        </span>
      ),
    },
    {
      id: 'balance',
      header: t('balance.columns.balance'),
      align: 'end',
      hideBelow: 'sm',
      cell: (row) => (
        <span className="whitespace-nowrap text-fg-muted">
          {t('balance.wp', { value: formatNumber(row.balance, language) })}
        </span>
      ),
    },
  ];

  return (
    <BalanceTablePanel
      query={spending}
      columns={columns}
      caption={t('balance.tabs.spending')}
      emptyIcon={<TrendingDown />}
      emptyTitle={t('balance.empty.spending.title')}
      emptyDescription={t('balance.empty.spending.description')}
      page={page}
      onPageChange={onPageChange}
    />
  );
}
