import { CACHE_WINDOWS } from '@pitchside/contract/cache-windows';
import { LEADERBOARD_SIZES, referralRow } from '@pitchside/contract/stats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api/client';
import { leaderboardQueryOptions } from './leaderboard-query';
import { statsKeys } from './query-keys';

/** Top 20 players by referrals, all time. */
export function fetchTopReferrals(signal?: AbortSignal) {
  return apiRequest(`/public/leaderboards/referrals/top/${LEADERBOARD_SIZES.referrals}`, {
    schema: z.array(referralRow),
    signal,
  });
}

/** The query of `useTopReferrals`, for prefetching and reading the cache by the same key. */
export function topReferralsQueryOptions() {
  return queryOptions({
    queryKey: statsKeys.referrals(),
    queryFn: ({ signal }) => fetchTopReferrals(signal),
    ...leaderboardQueryOptions(CACHE_WINDOWS.referrals),
  });
}

export function useTopReferrals() {
  return useQuery(topReferralsQueryOptions());
}
