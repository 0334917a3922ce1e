import type { BalanceRange } from '@pitchside/contract/balance-limits';
import type { balanceSummary } from '@pitchside/contract/webshop';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api/client';
import { freshAtPageStart } from '@/lib/query/page-answers';

export type BalanceSummary = z.infer<typeof balanceSummary>;

/** GET /api/account/balance-history/summary?range= */
export async function fetchBalanceSummary(range: BalanceRange): Promise<BalanceSummary> {
  // The schema comes with the first fetch: the balance page starts without zod (decision 0038).
  const { balanceSummary } = await import('@pitchside/contract/webshop');
  return apiRequest(`/account/balance-history/summary?range=${range}`, { schema: balanceSummary });
}

/** The query of `useBalanceSummary`, for prefetching and reading the cache by the same key. */
export function balanceSummaryQueryOptions(range: BalanceRange) {
  return queryOptions({
    queryKey: ['wallet', 'balance-history', 'summary', range],
    queryFn: () => fetchBalanceSummary(range),
    // A range switch keeps the old figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
    // Not asked again by the screen the server rendered with it (a player's balance history).
    staleTime: freshAtPageStart(0),
  });
}

export function useBalanceSummary(range: BalanceRange) {
  return useQuery(balanceSummaryQueryOptions(range));
}
