import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { QueryState, type QueryLike } from '@/components/ui/query-state';
import { BALANCE_PAGE_SIZE, pageCountOf } from '../lib/balance-params';

interface PageData<T> {
  data: T[];
  total: number;
  pageSize: number;
}

interface BalanceTablePanelProps<T extends { id: number }> {
  query: QueryLike<PageData<T>> & { isPlaceholderData: boolean };
  columns: readonly DataTableColumn<T>[];
  caption: string;
  emptyTitle: string;
  emptyDescription: string;
  emptyIcon: ReactNode;
  page: number;
  onPageChange: (page: number) => void;
}

/** One paged tab of the balance history: skeleton, failure with Retry, no-data text, rows, pages. */
export function BalanceTablePanel<T extends { id: number }>({
  query,
  columns,
  caption,
  emptyTitle,
  emptyDescription,
  emptyIcon,
  page,
  onPageChange,
}: BalanceTablePanelProps<T>) {
  const { t } = useTranslation('wallet');
  return (
    <Card className="overflow-hidden">
      <QueryState
        query={query}
        errorMessage={t('balance.loadError')}
        isEmpty={(data) => data.total === 0}
        empty={<EmptyState icon={emptyIcon} title={emptyTitle} description={emptyDescription} />}
        loading={
          <>
            <span className="sr-only" role="status">
              {t('balance.loading')}
            </span>
            <DataTable
              columns={columns}
              rows={[]}
              rowKey={(row) => row.id}
              caption={caption}
              loading
              skeletonRows={5}
            />
          </>
        }
      >
        {(data) => (
          <>
            <DataTable
              columns={columns}
              rows={data.data}
              rowKey={(row) => row.id}
              caption={caption}
              className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
            />
            <Pagination
              className="border-t border-border px-4 py-3"
              page={page}
              pageCount={pageCountOf(data.total, data.pageSize || BALANCE_PAGE_SIZE)}
              onPageChange={onPageChange}
              disabled={query.isPlaceholderData}
            />
          </>
        )}
      </QueryState>
    </Card>
  );
}
