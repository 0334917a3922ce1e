import { CACHE_WINDOWS } from '@pitchside/contract/cache-windows';
import { dayMatchesResponse } from '@pitchside/contract/match-stats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { cacheWindowOptions } from '@/lib/query/cache-window';
import { statsKeys } from './query-keys';

/** Yesterday's final scores: all finished, so no periodic refresh. */
export function fetchYesterdaysMatches(signal?: AbortSignal) {
  return apiRequest('/public/matches/yesterday', { schema: dayMatchesResponse, wholeBody: true, signal });
}

/** The query of `useYesterdaysMatches`, for prefetching and reading the cache by the same key. */
export function yesterdaysMatchesQueryOptions() {
  return queryOptions({
    queryKey: statsKeys.yesterdaysMatches(),
    queryFn: ({ signal }) => fetchYesterdaysMatches(signal),
    ...cacheWindowOptions(CACHE_WINDOWS.topLists),
  });
}

export function useYesterdaysMatches() {
  return useQuery(yesterdaysMatchesQueryOptions());
}
