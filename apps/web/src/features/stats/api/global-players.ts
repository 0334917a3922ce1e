import { CACHE_WINDOWS } from '@pitchside/contract/cache-windows';
import { LEADERBOARD_SIZES, playerRow } from '@pitchside/contract/stats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api/client';
import { leaderboardQueryOptions } from './leaderboard-query';
import { statsKeys } from './query-keys';

/** Top 50 players by total level. */
export function fetchGlobalPlayers(signal?: AbortSignal) {
  return apiRequest(`/public/leaderboards/global/players/${LEADERBOARD_SIZES.global}`, {
    schema: z.array(playerRow),
    signal,
  });
}

/** The query of `useGlobalPlayers`, for prefetching and reading the cache by the same key. */
export function globalPlayersQueryOptions() {
  return queryOptions({
    queryKey: statsKeys.globalPlayers(),
    queryFn: ({ signal }) => fetchGlobalPlayers(signal),
    ...leaderboardQueryOptions(CACHE_WINDOWS.topLists),
  });
}

export function useGlobalPlayers() {
  return useQuery(globalPlayersQueryOptions());
}
