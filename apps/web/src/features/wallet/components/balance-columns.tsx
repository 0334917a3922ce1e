import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '@/components/ui/data-table';
import { formatNumber } from '@/lib/format/format-number';
import { formatDateTime } from '../lib/balance-format';

/**
 * The columns every balance-history table shares. On phones the date column hides and moves into
 * the first cell above its label, so amounts and status stay on screen at 375 px.
 */
export function dateColumn<Row extends { date: string }>(
  t: TFunction<'wallet'>,
  language: string,
): DataTableColumn<Row> {
  return {
    id: 'date',
    header: t('balance.columns.date'),
    hideBelow: 'sm',
    cell: (row) => (
      <span className="whitespace-nowrap text-fg-muted">{formatDateTime(row.date, language)}</span>
    ),
  };
}

/** The row's label, with the date above it on phones (where the date column is hidden). */
export function DatedLabel({
  date,
  language,
  children,
  extra,
}: {
  date: string;
  language: string;
  children: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <div className="min-w-32">
      <p className="text-xs text-fg-muted sm:hidden">{formatDateTime(date, language)}</p>
      <p className="font-medium text-fg">{children}</p>
      {extra}
    </div>
  );
}

/** The web-point balance after the row, hidden on phones. */
export function balanceAfterColumn<Row extends { balance: number }>(
  t: TFunction<'wallet'>,
  language: string,
): DataTableColumn<Row> {
  return {
    id: 'balance',
    header: t('balance.columns.balance'),
    align: 'end',
    hideBelow: 'sm',
    cell: (row) => (
      <span className="whitespace-nowrap text-fg-muted">
        {t('balance.wp', { value: formatNumber(row.balance, language) })}
      </span>
    ),
  };
}
