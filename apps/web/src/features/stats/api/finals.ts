import { CACHE_WINDOWS } from '@pitchside/contract/cache-windows';
import { matchListResponse } from '@pitchside/contract/match-stats';
import { useQuery } from '@tanstack/react-query';
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

export function useFinals(enabled = true) {
  return useQuery({
    queryKey: statsKeys.finals(),
    queryFn: ({ signal }) => fetchFinals(signal),
    ...cacheWindowOptions(CACHE_WINDOWS.hallOfFame),
    enabled,
  });
}
