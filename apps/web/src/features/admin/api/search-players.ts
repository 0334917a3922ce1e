import { playerSearchResponse } from '@pitchside/contract/admin-players';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { adminKeys } from './admin-keys';

/** GET /api/admin/users?q=: up to 20 players, exact matches first (support and admin). */
export function searchPlayersQueryOptions(q: string) {
  return queryOptions({
    queryKey: adminKeys.search(q),
    queryFn: ({ signal }) =>
      apiRequest(`/admin/users?${new URLSearchParams({ q })}`, {
        schema: playerSearchResponse,
        wholeBody: true,
        signal,
      }).then((body) => body.data),
    enabled: q.trim().length > 0,
    staleTime: 30_000,
  });
}

export function useSearchPlayers(q: string) {
  return useQuery(searchPlayersQueryOptions(q));
}
