import { pageOf, spendingRow } from '@pitchside/contract/webshop';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api/client';
import { balanceSearch, type BalancePageParams } from '../lib/balance-params';

const spendingPage = pageOf(spendingRow);
export type SpendingRow = z.infer<typeof spendingRow>;
export type SpendingPage = z.infer<typeof spendingPage>;

/** GET /api/account/balance-history/spending?range=&page=&pageSize= (flat body: data, page, pageSize, total). */
export function fetchBalanceSpending(params: BalancePageParams): Promise<SpendingPage> {
  return apiRequest(`/account/balance-history/spending${balanceSearch(params)}`, {
    schema: spendingPage,
    wholeBody: true,
  });
}

/** The query of `useBalanceSpending`, for prefetching and reading the cache by the same key. */
export function balanceSpendingQueryOptions(params: BalancePageParams) {
  return queryOptions({
    queryKey: ['wallet', 'balance-history', 'spending', params.range, params.page],
    queryFn: () => fetchBalanceSpending(params),
    // The current page stays visible while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useBalanceSpending(params: BalancePageParams) {
  return useQuery(balanceSpendingQueryOptions(params));
}
