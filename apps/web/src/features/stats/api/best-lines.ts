import { CACHE_WINDOWS } from '@pitchside/contract/cache-windows';
import { bestLines } from '@pitchside/contract/match-stats';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { cacheWindowOptions } from '@/lib/query/cache-window';
import { statsKeys } from './query-keys';

/** One season's cup final and bronze final line by line; without a season, the latest. */
export function fetchBestLines(season: number | undefined, signal?: AbortSignal) {
  const query = season === undefined ? '' : `?season=${season}`;
  return apiRequest(`/public/matches/best-lines${query}`, { schema: bestLines, signal });
}

/** The query of `useBestLines`, for prefetching and reading the cache by the same key. */
export function bestLinesQueryOptions(season: number | undefined) {
  return queryOptions({
    queryKey: statsKeys.bestLines(season),
    queryFn: ({ signal }) => fetchBestLines(season, signal),
    ...cacheWindowOptions(CACHE_WINDOWS.hallOfFame),
    placeholderData: keepPreviousData,
  });
}

export function useBestLines(season: number | undefined) {
  return useQuery(bestLinesQueryOptions(season));
}
