import { CACHE_WINDOWS } from '@pitchside/contract/cache-windows';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { cacheWindowOptions } from '@/lib/query/cache-window';
import { statsKeys, type MatchFilter } from './query-keys';

/** Spec §2/§9: today's matches refresh every 30 s. */
export const TODAYS_MATCHES_REFRESH_MS = 30_000;

/** Today's matches (game day) with the count of every status, filtered by the server. */
export async function fetchTodaysMatches(filter: MatchFilter, signal?: AbortSignal) {
  // With the first fetch, not at the page's start, which has the server's list (decision 0037).
  const { dayMatchesResponse } = await import('@pitchside/contract/match-stats');
  return apiRequest(`/public/matches/today?status=${filter}`, {
    schema: dayMatchesResponse,
    wholeBody: true,
    signal,
  });
}

/**
 * The query of `useTodaysMatches`, for prefetching and reading the cache by the same key.
 * `live`: the pushed stream is open and keeps the list current, so the 30 s refresh rests.
 */
export function todaysMatchesQueryOptions(filter: MatchFilter, live = false) {
  return queryOptions({
    queryKey: statsKeys.todaysMatches(filter),
    queryFn: ({ signal }) => fetchTodaysMatches(filter, signal),
    ...cacheWindowOptions(CACHE_WINDOWS.liveMatches),
    refetchInterval: live ? false : TODAYS_MATCHES_REFRESH_MS,
    refetchOnWindowFocus: true,
    // Changing the filter keeps the counts and the old rows (dimmed) until the new rows arrive.
    placeholderData: keepPreviousData,
  });
}

export function useTodaysMatches(filter: MatchFilter, live = false) {
  return useQuery(todaysMatchesQueryOptions(filter, live));
}
