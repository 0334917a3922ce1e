import { CACHE_WINDOWS } from '@pitchside/contract/cache-windows';
import { LEADERBOARD_SIZES, bestAttackerRow } from '@pitchside/contract/stats';
import { useQuery } from '@tanstack/react-query';
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

export function useBestAttackers() {
  return useQuery({
    queryKey: statsKeys.bestAttackers(),
    queryFn: ({ signal }) => fetchBestAttackers(signal),
    ...leaderboardQueryOptions(CACHE_WINDOWS.hallOfFame),
  });
}
