import { ArrowLeftRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLedgerDescription } from '../lib/ledger-description';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import type { DataTableColumn } from '@/components/ui/data-table';
import { cn } from '@/lib/cn';
import { useBalanceTransactions, type TransactionRow } from '../api/balance-transactions';
import { formatSignedPoints } from '../lib/balance-format';
import type { BalancePageParams } from '../lib/balance-params';
import { balanceAfterColumn, DatedLabel, dateColumn } from './balance-columns';
import { BalanceTablePanel } from './balance-table-panel';

const TYPE_BADGE: Record<TransactionRow['type'], BadgeVariant> = {
  purchase: 'success',
  spend: 'danger',
  bonus: 'vip',
  claim: 'info',
  promo: 'upgraded',
  refund: 'warning',
  reversal: 'warning',
  chargeback: 'danger',
  compensation: 'vip',
};

interface PanelProps extends BalancePageParams {
  onPageChange: (page: number) => void;
}

export function BalanceTransactionsPanel({ range, page, onPageChange }: PanelProps) {
  const { t, i18n } = useTranslation('wallet');
  const describe = useLedgerDescription();
  const transactions = useBalanceTransactions({ range, page });
  const language = i18n.language;
  const typeBadge = (row: TransactionRow) => (
    <Badge variant={TYPE_BADGE[row.type]} withIcon={false}>
      {t(`balance.types.${row.type}`)}
    </Badge>
  );

  const columns: DataTableColumn<TransactionRow>[] = [
    dateColumn(t, language),
    {
      id: 'description',
      header: t('balance.columns.description'),
      rowHeader: true,
      cell: (row) => (
        <DatedLabel
          date={row.date}
          language={language}
          extra={<div className="mt-1 sm:hidden">{typeBadge(row)}</div>}
        >
          {describe(row, row.description)}
        </DatedLabel>
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
    balanceAfterColumn(t, language),
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
