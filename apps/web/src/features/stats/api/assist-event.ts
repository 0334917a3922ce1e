import { CACHE_WINDOWS } from '@pitchside/contract/cache-windows';
import { LEADERBOARD_SIZES, seasonalAssistRow, seasonalListResponse } from '@pitchside/contract/stats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { leaderboardQueryOptions } from './leaderboard-query';
import { statsKeys } from './query-keys';

const response = seasonalListResponse(seasonalAssistRow);

/** Assist event: top 10 assist makers, the first three with their ticket reward. Comes with the season it belongs to. */
export async function fetchAssistEvent(signal?: AbortSignal) {
  const body = await apiRequest(`/public/seasonal-events/assists?limit=${LEADERBOARD_SIZES.eventTop}`, {
    schema: response,
    wholeBody: true,
    signal,
  });
  return { rows: body.data, season: body.season };
}

/** The query of `useAssistEvent`, for prefetching and reading the cache by the same key. */
export function assistEventQueryOptions() {
  return queryOptions({
    queryKey: statsKeys.assistEvent(),
    queryFn: ({ signal }) => fetchAssistEvent(signal),
    ...leaderboardQueryOptions(CACHE_WINDOWS.topLists),
  });
}

export function useAssistEvent() {
  return useQuery(assistEventQueryOptions());
}
