import { ArrowLeftRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import type { DataTableColumn } from '@/components/ui/data-table';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format/format-number';
import { useBalanceTransactions, type TransactionRow } from '../api/balance-transactions';
import { formatDateTime, formatSignedPoints } from '../lib/balance-format';
import type { BalancePageParams } from '../lib/balance-params';
import { BalanceTablePanel } from './balance-table-panel';

const TYPE_BADGE: Record<TransactionRow['type'], BadgeVariant> = {
  purchase: 'success',
  spend: 'danger',
  bonus: 'vip',
  claim: 'info',
};

interface PanelProps extends BalancePageParams {
  onPageChange: (page: number) => void;
}

export function BalanceTransactionsPanel({ range, page, onPageChange }: PanelProps) {
  const { t, i18n } = useTranslation('wallet');
  const transactions = useBalanceTransactions({ range, page });
  const language = i18n.language;
  const typeBadge = (row: TransactionRow) => (
    <Badge variant={TYPE_BADGE[row.type]} withIcon={false}>
      {t(`balance.types.${row.type}`)}
    </Badge>
  );

  const columns: DataTableColumn<TransactionRow>[] = [
    {
      id: 'date',
      header: t('balance.columns.date'),
      hideBelow: 'sm',
      cell: (row) => (
        <span className="whitespace-nowrap text-fg-muted">{formatDateTime(row.date, language)}</span>
      ),
    },
    {
      id: 'description',
      header: t('balance.columns.description'),
      rowHeader: true,
      cell: (row) => (
        <div className="min-w-32">
          <p className="text-xs text-fg-muted sm:hidden">{formatDateTime(row.date, language)}</p>
          <p className="font-medium text-fg">{row.description}</p>
          <div className="mt-1 sm:hidden">{typeBadge(row)}</div>
        </div>
      ),
    },
    { id: 'type', header: t('balance.columns.type'), hideBelow: 'sm', cell: typeBadge },
    {
      id: 'amount',
      header: t('balance.columns.amount'),
      align: 'end',
      cell: (row) => (
        <span
          className={cn(
            'whitespace-nowrap font-display text-base font-bold',
            row.amount < 0 ? 'text-danger' : 'text-success',
          )}
        >
          {t('balance.wp', { value: formatSignedPoints(row.amount, language) })}
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
      query={transactions}
      columns={columns}
      caption={t('balance.tabs.transactions')}
      emptyIcon={<ArrowLeftRight />}
      emptyTitle={t('balance.empty.transactions.title')}
      emptyDescription={t('balance.empty.transactions.description')}
      page={page}
      onPageChange={onPageChange}
    />
  );
}
