import { TrendingDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLedgerDescription } from '../lib/ledger-description';
import type { DataTableColumn } from '@/components/ui/data-table';
import { useBalanceSpending, type SpendingRow } from '../api/balance-spending';
import { formatSignedPoints } from '../lib/balance-format';
import type { BalancePageParams } from '../lib/balance-params';
import { balanceAfterColumn, DatedLabel, dateColumn } from './balance-columns';
import { BalanceTablePanel } from './balance-table-panel';

interface PanelProps extends BalancePageParams {
  onPageChange: (page: number) => void;
}

export function BalanceSpendingPanel({ range, page, onPageChange }: PanelProps) {
  const { t, i18n } = useTranslation('wallet');
  const describe = useLedgerDescription();
  const spending = useBalanceSpending({ range, page });
  const language = i18n.language;

  const columns: DataTableColumn<SpendingRow>[] = [
    dateColumn(t, language),
    {
      id: 'spentOn',
      header: t('balance.columns.spentOn'),
      rowHeader: true,
      cell: (row) => (
        <DatedLabel date={row.date} language={language}>
          {describe(row, row.spentOn)}
        </DatedLabel>
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
    balanceAfterColumn(t, language),
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
