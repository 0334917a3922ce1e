import { CACHE_WINDOWS } from '@pitchside/contract/cache-windows';
import { matchListResponse } from '@pitchside/contract/match-stats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { cacheWindowOptions } from '@/lib/query/cache-window';
import { statsKeys } from './query-keys';

/** Cup finals of past seasons, newest first. */
export async function fetchFinals(signal?: AbortSignal) {
  const body = await apiRequest('/public/matches/finals', {
    schema: matchListResponse,
    wholeBody: true,
    signal,
  });
  return body.data;
}

/** The query of `useFinals`, for prefetching and reading the cache by the same key. */
export function finalsQueryOptions(enabled = true) {
  return queryOptions({
    queryKey: statsKeys.finals(),
    queryFn: ({ signal }) => fetchFinals(signal),
    ...cacheWindowOptions(CACHE_WINDOWS.hallOfFame),
    enabled,
  });
}

export function useFinals(enabled = true) {
  return useQuery(finalsQueryOptions(enabled));
}
