import { CACHE_WINDOWS } from '@pitchside/contract/cache-windows';
import { matchListResponse } from '@pitchside/contract/match-stats';
import { useQuery } from '@tanstack/react-query';
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

export function useBronzeFinals(enabled = true) {
  return useQuery({
    queryKey: statsKeys.bronzeFinals(),
    queryFn: ({ signal }) => fetchBronzeFinals(signal),
    ...cacheWindowOptions(CACHE_WINDOWS.hallOfFame),
    enabled,
  });
}
