import { ListX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState, type QueryLike } from '@/components/ui/query-state';

interface ListStateProps<T> {
  query: QueryLike<T>;
  /** The table in its loading form. */
  loading: ReactNode;
  errorMessage?: ReactNode;
  emptyTitle?: ReactNode;
  emptyDescription?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** QueryState with the stats area's default texts for failure and no data. */
export function ListState<T>({
  query,
  loading,
  errorMessage,
  emptyTitle,
  emptyDescription,
  isEmpty,
  children,
}: ListStateProps<T>) {
  const { t } = useTranslation('stats');
  return (
    <QueryState
      query={query}
      loading={loading}
      errorMessage={errorMessage ?? t('state.loadFailed')}
      empty={
        <EmptyState
          icon={<ListX />}
          title={emptyTitle ?? t('state.emptyTitle')}
          description={emptyDescription ?? t('state.emptyDescription')}
        />
      }
      isEmpty={isEmpty}
    >
      {children}
    </QueryState>
  );
}
