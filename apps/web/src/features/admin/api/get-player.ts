import { playerDetailResponse, type PlayerDetail } from '@pitchside/contract/admin-players';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { adminKeys } from './admin-keys';

export type { PlayerDetail };

/** GET /api/admin/users/{id}: the player page's account, standing and recent rows. */
export function playerQueryOptions(id: number) {
  return queryOptions({
    queryKey: adminKeys.player(id),
    queryFn: ({ signal }) =>
      apiRequest(`/admin/users/${id}`, { schema: playerDetailResponse, wholeBody: true, signal }).then(
        (body) => body.data,
      ),
  });
}

export function usePlayer(id: number) {
  return useQuery(playerQueryOptions(id));
}
