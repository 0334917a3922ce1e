import { CACHE_WINDOWS } from '@pitchside/contract/cache-windows';
import { matchListResponse } from '@pitchside/contract/match-stats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { cacheWindowOptions } from '@/lib/query/cache-window';
import { statsKeys } from './query-keys';

/** Bronze finals of past seasons, newest first. */
export async function fetchBronzeFinals(signal?: AbortSignal) {
  const body = await apiRequest('/public/matches/bronze-finals', {
    schema: matchListResponse,
    wholeBody: true,
    signal,
  });
  return body.data;
}

/** The query of `useBronzeFinals`, for prefetching and reading the cache by the same key. */
export function bronzeFinalsQueryOptions(enabled = true) {
  return queryOptions({
    queryKey: statsKeys.bronzeFinals(),
    queryFn: ({ signal }) => fetchBronzeFinals(signal),
    ...cacheWindowOptions(CACHE_WINDOWS.hallOfFame),
    enabled,
  });
}

export function useBronzeFinals(enabled = true) {
  return useQuery(bronzeFinalsQueryOptions(enabled));
}
