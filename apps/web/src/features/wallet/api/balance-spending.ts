import type { PageOf, spendingRow } from '@pitchside/contract/webshop';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api/client';
import { freshAtPageStart } from '@/lib/query/page-answers';
import { balanceSearch, type BalancePageParams } from '../lib/balance-params';

export type SpendingRow = z.infer<typeof spendingRow>;
export type SpendingPage = PageOf<typeof spendingRow>;

/** GET /api/account/balance-history/spending?range=&page=&pageSize= (flat body: data, page, pageSize, total). */
export async function fetchBalanceSpending(params: BalancePageParams): Promise<SpendingPage> {
  // The schemas come with the first fetch: the balance page starts without zod (decision 0038).
  const { pageOf, spendingRow } = await import('@pitchside/contract/webshop');
  return apiRequest(`/account/balance-history/spending${balanceSearch(params)}`, {
    schema: pageOf(spendingRow),
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
    // Not asked again by the screen the server rendered with it (a player's balance history).
    staleTime: freshAtPageStart(0),
  });
}

export function useBalanceSpending(params: BalancePageParams) {
  return useQuery(balanceSpendingQueryOptions(params));
}
