import { CACHE_WINDOWS } from '@pitchside/contract/cache-windows';
import { LEADERBOARD_SIZES, teamRow } from '@pitchside/contract/stats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api/client';
import { leaderboardQueryOptions } from './leaderboard-query';
import { statsKeys } from './query-keys';

/** Top 50 teams by total power. */
export function fetchGlobalTeams(signal?: AbortSignal) {
  return apiRequest(`/public/leaderboards/global/teams/${LEADERBOARD_SIZES.global}`, {
    schema: z.array(teamRow),
    signal,
  });
}

/** The query of `useGlobalTeams`, for prefetching and reading the cache by the same key. */
export function globalTeamsQueryOptions() {
  return queryOptions({
    queryKey: statsKeys.globalTeams(),
    queryFn: ({ signal }) => fetchGlobalTeams(signal),
    ...leaderboardQueryOptions(CACHE_WINDOWS.topLists),
  });
}

export function useGlobalTeams() {
  return useQuery(globalTeamsQueryOptions());
}
