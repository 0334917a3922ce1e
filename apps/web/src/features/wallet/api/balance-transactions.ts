import { pageOf, transactionRow } from '@pitchside/contract/webshop';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api/client';
import { balanceSearch, type BalancePageParams } from '../lib/balance-params';

const transactionsPage = pageOf(transactionRow);
export type TransactionRow = z.infer<typeof transactionRow>;
export type TransactionPage = z.infer<typeof transactionsPage>;

/** GET /api/account/balance-history/transactions?range=&page=&pageSize= (flat body: data, page, pageSize, total). */
export function fetchBalanceTransactions(params: BalancePageParams): Promise<TransactionPage> {
  return apiRequest(`/account/balance-history/transactions${balanceSearch(params)}`, {
    schema: transactionsPage,
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
  });
}

export function useBalanceTransactions(params: BalancePageParams) {
  return useQuery(balanceTransactionsQueryOptions(params));
}
