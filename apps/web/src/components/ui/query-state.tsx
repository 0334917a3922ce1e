import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/lib/api/error-messages';
import { ErrorState } from './error-state';

/** The parts of a TanStack Query result this component reads. */
export interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** Skeleton shown only for the very first load. */
  loading: ReactNode;
  /** The list's own failure text; the cause (network, server…) is added under it. */
  errorMessage: ReactNode;
  /** No-data description, shown when `isEmpty` says so. */
  empty: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
  errorClassName?: string;
}

/**
 * The three states every list has (spec §8): skeleton while loading, failure text with Retry,
 * no-data description. Data already on screen stays when a background refresh fails or runs,
 * so periodic refreshes never flash a spinner or an error over good rows.
 */
export function QueryState<T>({
  query,
  loading,
  errorMessage,
  empty,
  isEmpty = (data) => Array.isArray(data) && data.length === 0,
  children,
  errorClassName,
}: QueryStateProps<T>) {
  const { t } = useTranslation(['common', 'errors']);
  if (query.data !== undefined) return <>{isEmpty(query.data) ? empty : children(query.data)}</>;
  if (query.isPending && !query.error) return <>{loading}</>;
  return (
    <ErrorState
      className={errorClassName}
      message={
        <>
          <span className="block">{errorMessage}</span>
          <span className="mt-1 block font-normal text-fg-muted">{t(errorMessageKey(query.error))}</span>
        </>
      }
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}
