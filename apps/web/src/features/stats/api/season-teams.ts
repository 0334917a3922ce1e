import { CACHE_WINDOWS } from '@pitchside/contract/cache-windows';
import { LEADERBOARD_SIZES, teamRow } from '@pitchside/contract/stats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api/client';
import { leaderboardQueryOptions } from './leaderboard-query';
import { statsKeys } from './query-keys';

/** Top 30 teams by season power. */
export function fetchSeasonTeams(signal?: AbortSignal) {
  return apiRequest(`/public/leaderboards/teams/season/${LEADERBOARD_SIZES.season}`, {
    schema: z.array(teamRow),
    signal,
  });
}

/** The query of `useSeasonTeams`, for prefetching and reading the cache by the same key. */
export function seasonTeamsQueryOptions() {
  return queryOptions({
    queryKey: statsKeys.seasonTeams(),
    queryFn: ({ signal }) => fetchSeasonTeams(signal),
    ...leaderboardQueryOptions(CACHE_WINDOWS.seasonLists),
  });
}

export function useSeasonTeams() {
  return useQuery(seasonTeamsQueryOptions());
}
