import { CACHE_WINDOWS } from '@pitchside/contract/cache-windows';
import { LEADERBOARD_SIZES, teamEventRow, seasonalListResponse } from '@pitchside/contract/stats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { leaderboardQueryOptions } from './leaderboard-query';
import { statsKeys } from './query-keys';

const response = seasonalListResponse(teamEventRow);

/** Team event points table. Comes with the season it belongs to. */
export async function fetchTeamEvent(signal?: AbortSignal) {
  const body = await apiRequest(`/public/seasonal-events/teams?limit=${LEADERBOARD_SIZES.teamEvent}`, {
    schema: response,
    wholeBody: true,
    signal,
  });
  return { rows: body.data, season: body.season };
}

/** The query of `useTeamEvent`, for prefetching and reading the cache by the same key. */
export function teamEventQueryOptions() {
  return queryOptions({
    queryKey: statsKeys.teamEvent(),
    queryFn: ({ signal }) => fetchTeamEvent(signal),
    ...leaderboardQueryOptions(CACHE_WINDOWS.teamEvent),
  });
}

export function useTeamEvent() {
  return useQuery(teamEventQueryOptions());
}
