import { CACHE_WINDOWS } from '@pitchside/contract/cache-windows';
import { LEADERBOARD_SIZES, purchaserRow } from '@pitchside/contract/stats';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api/client';
import { leaderboardQueryOptions } from './leaderboard-query';
import { statsKeys, type PurchasePeriod } from './query-keys';

/** Top 20 web point purchasers of a period (all time, last 30 days, this month). */
export function fetchTopPurchasers(period: PurchasePeriod, signal?: AbortSignal) {
  const query = new URLSearchParams({ period, limit: String(LEADERBOARD_SIZES.purchasers) });
  return apiRequest(`/public/top-purchasers?${query}`, { schema: z.array(purchaserRow), signal });
}

/** The query of `useTopPurchasers`, for prefetching and reading the cache by the same key. */
export function topPurchasersQueryOptions(period: PurchasePeriod) {
  return queryOptions({
    queryKey: statsKeys.purchasers(period),
    queryFn: ({ signal }) => fetchTopPurchasers(period, signal),
    ...leaderboardQueryOptions(CACHE_WINDOWS.topLists),
    // Switching the period keeps the previous rows (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useTopPurchasers(period: PurchasePeriod) {
  return useQuery(topPurchasersQueryOptions(period));
}
