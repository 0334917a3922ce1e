import { CACHE_WINDOWS } from '@pitchside/contract/cache-windows';
import { LEADERBOARD_SIZES, playerRow } from '@pitchside/contract/stats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api/client';
import { leaderboardQueryOptions } from './leaderboard-query';
import { statsKeys } from './query-keys';

/** Top 30 players by season level. */
export function fetchSeasonPlayers(signal?: AbortSignal) {
  return apiRequest(`/public/leaderboards/players/season/${LEADERBOARD_SIZES.season}`, {
    schema: z.array(playerRow),
    signal,
  });
}

/** The query of `useSeasonPlayers`, for prefetching and reading the cache by the same key. */
export function seasonPlayersQueryOptions() {
  return queryOptions({
    queryKey: statsKeys.seasonPlayers(),
    queryFn: ({ signal }) => fetchSeasonPlayers(signal),
    ...leaderboardQueryOptions(CACHE_WINDOWS.seasonLists),
  });
}

export function useSeasonPlayers() {
  return useQuery(seasonPlayersQueryOptions());
}
