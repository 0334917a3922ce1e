import type { PageOf, transactionRow } from '@pitchside/contract/webshop';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api/client';
import { freshAtPageStart } from '@/lib/query/page-answers';
import { balanceSearch, type BalancePageParams } from '../lib/balance-params';

export type TransactionRow = z.infer<typeof transactionRow>;
export type TransactionPage = PageOf<typeof transactionRow>;

/** GET /api/account/balance-history/transactions?range=&page=&pageSize= (flat body: data, page, pageSize, total). */
export async function fetchBalanceTransactions(params: BalancePageParams): Promise<TransactionPage> {
  // The schemas come with the first fetch: the balance page starts without zod (decision 0038).
  const { pageOf, transactionRow } = await import('@pitchside/contract/webshop');
  return apiRequest(`/account/balance-history/transactions${balanceSearch(params)}`, {
    schema: pageOf(transactionRow),
    wholeBody: true,
  });
}

/** The query of `useBalanceTransactions`, for prefetching and reading the cache by the same key. */
export function balanceTransactionsQueryOptions(params: BalancePageParams) {
  return queryOptions({
    queryKey: ['wallet', 'balance-history', 'transactions', params.range, params.page],
    queryFn: () => fetchBalanceTransactions(params),
    // The current page stays visible while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
    // Not asked again by the screen the server rendered with it (a player's balance history).
    staleTime: freshAtPageStart(0),
  });
}

export function useBalanceTransactions(params: BalancePageParams) {
  return useQuery(balanceTransactionsQueryOptions(params));
}
