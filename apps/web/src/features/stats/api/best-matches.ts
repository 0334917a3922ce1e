import { CACHE_WINDOWS } from '@pitchside/contract/cache-windows';
import { bestMatchRow } from '@pitchside/contract/match-stats';
import { LEADERBOARD_SIZES } from '@pitchside/contract/stats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api/client';
import { leaderboardQueryOptions } from './leaderboard-query';
import { statsKeys } from './query-keys';

/** Hall of fame: the 10 matches with the most attacks. */
export function fetchBestMatches(signal?: AbortSignal) {
  return apiRequest(`/public/leaderboards/matches/best/${LEADERBOARD_SIZES.bestMatches}`, {
    schema: z.array(bestMatchRow),
    signal,
  });
}

/** The query of `useBestMatches`, for prefetching and reading the cache by the same key. */
export function bestMatchesQueryOptions() {
  return queryOptions({
    queryKey: statsKeys.bestMatches(),
    queryFn: ({ signal }) => fetchBestMatches(signal),
    ...leaderboardQueryOptions(CACHE_WINDOWS.hallOfFame),
  });
}

export function useBestMatches() {
  return useQuery(bestMatchesQueryOptions());
}
