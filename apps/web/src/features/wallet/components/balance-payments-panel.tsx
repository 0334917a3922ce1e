import { CreditCard, FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SHOP_PRODUCT_KINDS } from '@pitchside/contract/shop-kinds';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { downloadProtectedFile } from '@/lib/api/api-blob';
import type { DataTableColumn } from '@/components/ui/data-table';
import { formatMoney } from '@/lib/format/format-money';
import { formatNumber } from '@/lib/format/format-number';
import { useBalancePayments, type PaymentRow } from '../api/balance-payments';
import { formatDateTime } from '../lib/balance-format';
import type { BalancePageParams } from '../lib/balance-params';
import { dateColumn } from './balance-columns';
import { BalanceTablePanel } from './balance-table-panel';

const STATUS_BADGE: Record<PaymentRow['status'], BadgeVariant> = {
  completed: 'success',
  pending: 'warning',
  failed: 'danger',
  expired: 'neutral',
  refunded: 'info',
};
const KNOWN_ITEMS = ['tickets', 'webPoints', 'energy', 'skillPoints', 'superGoal'] as const;

interface PanelProps extends BalancePageParams {
  onPageChange: (page: number) => void;
}

export function BalancePaymentsPanel({ range, page, onPageChange }: PanelProps) {
  const { t, i18n } = useTranslation('wallet');
  const payments = useBalancePayments({ range, page });
  const language = i18n.language;

  const category = (kind: string) => {
    const known = SHOP_PRODUCT_KINDS.find((candidate) => candidate === kind);
    return known ? t(`balance.productKinds.${known}`) : kind;
  };
  const items = (row: PaymentRow) =>
    row.items
      .map((item) => {
        const known = KNOWN_ITEMS.find((candidate) => candidate === item.kind);
        const amount = formatNumber(item.amount, language);
        return known ? t(`balance.items.${known}`, { count: item.amount, amount }) : `${amount} ${item.kind}`;
      })
      .join(' · ');

  const columns: DataTableColumn<PaymentRow>[] = [
    dateColumn(t, language),
    {
      id: 'product',
      header: t('balance.columns.product'),
      rowHeader: true,
      cell: (row) => (
        <div className="min-w-36">
          {/* Below sm the date column is hidden (it would push price and status off screen). */}
          <p className="text-xs text-fg-muted sm:hidden">{formatDateTime(row.date, language)}</p>
          <p className="font-medium text-fg">{row.product}</p>
          {row.isGift && row.recipient && (
            <p className="text-xs text-fg-muted">{t('balance.giftTo', { name: row.recipient })}</p>
          )}
          {/* Narrow screens hide the category and items columns; their text moves here. */}
          <p className="text-xs text-fg-muted md:hidden">{category(row.category)}</p>
          <p className="text-xs text-fg-muted lg:hidden">{items(row)}</p>
        </div>
      ),
    },
    {
      id: 'category',
      header: t('balance.columns.category'),
      hideBelow: 'md',
      cell: (row) => <span className="text-fg-muted">{category(row.category)}</span>,
    },
    {
      id: 'price',
      header: t('balance.columns.price'),
      align: 'end',
      cell: (row) => (
        <span className="whitespace-nowrap font-medium">
          {formatMoney(row.priceCents, language, row.currency)}
        </span>
      ),
    },
    {
      id: 'items',
      header: t('balance.columns.items'),
      hideBelow: 'lg',
      cell: (row) => <span className="text-fg-muted">{items(row)}</span>,
    },
    {
      id: 'status',
      header: t('balance.columns.status'),
      cell: (row) => <Badge variant={STATUS_BADGE[row.status]}>{t(`balance.status.${row.status}`)}</Badge>,
    },
    {
      id: 'receipt',
      header: <span className="sr-only">{t('balance.receipt.column')}</span>,
      align: 'end',
      // A paid order's receipt (EU CRD art. 8(7)), as the e-mail had it, downloaded as HTML.
      cell: (row) =>
        row.status === 'completed' || row.status === 'refunded' ? (
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('balance.receipt.download', { product: row.product })}
            onClick={() =>
              void downloadProtectedFile(`/payments/orders/${row.id}/receipt`, `receipt-${row.id}.html`)
            }
          >
            <FileDown aria-hidden="true" />
            <span className="hidden sm:inline">{t('balance.receipt.label')}</span>
          </Button>
        ) : null,
    },
  ];

  return (
    <BalanceTablePanel
      query={payments}
      columns={columns}
      caption={t('balance.tabs.payments')}
      emptyIcon={<CreditCard />}
      emptyTitle={t('balance.empty.payments.title')}
      emptyDescription={t('balance.empty.payments.description')}
      page={page}
      onPageChange={onPageChange}
    />
  );
}
