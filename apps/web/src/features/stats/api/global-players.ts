import { CACHE_WINDOWS } from '@pitchside/contract/cache-windows';
import { LEADERBOARD_SIZES, playerRow } from '@pitchside/contract/stats';
import { useQuery } from '@tanstack/react-query';
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

export function useGlobalPlayers() {
  return useQuery({
    queryKey: statsKeys.globalPlayers(),
    queryFn: ({ signal }) => fetchGlobalPlayers(signal),
    ...leaderboardQueryOptions(CACHE_WINDOWS.topLists),
  });
}
