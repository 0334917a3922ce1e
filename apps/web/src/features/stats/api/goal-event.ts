import { CACHE_WINDOWS } from '@pitchside/contract/cache-windows';
import { LEADERBOARD_SIZES, seasonalGoalRow, seasonalListResponse } from '@pitchside/contract/stats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { leaderboardQueryOptions } from './leaderboard-query';
import { statsKeys } from './query-keys';

const response = seasonalListResponse(seasonalGoalRow);

/** Goal event: top 10 scorers, the first three with their ticket reward. Comes with the season it belongs to. */
export async function fetchGoalEvent(signal?: AbortSignal) {
  const body = await apiRequest(`/public/seasonal-events/goals?limit=${LEADERBOARD_SIZES.eventTop}`, {
    schema: response,
    wholeBody: true,
    signal,
  });
  return { rows: body.data, season: body.season };
}

/** The query of `useGoalEvent`, for prefetching and reading the cache by the same key. */
export function goalEventQueryOptions() {
  return queryOptions({
    queryKey: statsKeys.goalEvent(),
    queryFn: ({ signal }) => fetchGoalEvent(signal),
    ...leaderboardQueryOptions(CACHE_WINDOWS.topLists),
  });
}

export function useGoalEvent() {
  return useQuery(goalEventQueryOptions());
}
