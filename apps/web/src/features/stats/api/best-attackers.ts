import { CACHE_WINDOWS } from '@pitchside/contract/cache-windows';
import { LEADERBOARD_SIZES, bestAttackerRow } from '@pitchside/contract/stats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api/client';
import { leaderboardQueryOptions } from './leaderboard-query';
import { statsKeys } from './query-keys';

/** Hall of fame: the 10 best single lines. */
export function fetchBestAttackers(signal?: AbortSignal) {
  return apiRequest(`/public/leaderboards/attackers/best/${LEADERBOARD_SIZES.bestAttackers}`, {
    schema: z.array(bestAttackerRow),
    signal,
  });
}

/** The query of `useBestAttackers`, for prefetching and reading the cache by the same key. */
export function bestAttackersQueryOptions() {
  return queryOptions({
    queryKey: statsKeys.bestAttackers(),
    queryFn: ({ signal }) => fetchBestAttackers(signal),
    ...leaderboardQueryOptions(CACHE_WINDOWS.hallOfFame),
  });
}

export function useBestAttackers() {
  return useQuery(bestAttackersQueryOptions());
}
