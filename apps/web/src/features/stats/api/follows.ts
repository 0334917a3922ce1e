import type { followsResponse } from '@pitchside/contract/push';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api/client';
import { useSessionToken } from '@/lib/session/session-store';

type Follows = z.infer<typeof followsResponse>['data'];

const followsKey = (token: string | null) => ['follows', token] as const;

/**
 * The answer's schema, loaded with the first call: a list of matches (a guest's especially) starts
 * without building it (decision 0037).
 */
const followsSchema = () => import('@pitchside/contract/push').then((module) => module.followsResponse);

/** `GET /api/user/follows`: the teams the signed-in player follows (decision 0026). */
const followsQuery = (token: string | null) =>
  queryOptions({
    queryKey: followsKey(token),
    queryFn: async ({ signal }) =>
      apiRequest('/user/follows', { signal, wholeBody: true, schema: await followsSchema() }).then(
        (body) => body.data,
      ),
    staleTime: 60_000,
  });

export function useFollows(enabled: boolean) {
  const token = useSessionToken();
  return useQuery({ ...followsQuery(token), enabled: enabled && Boolean(token) });
}

/** Follows (`PUT`) or unfollows (`DELETE`) `/api/user/follows/:teamId`; the list shows it at once. */
export function useToggleFollow() {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  const key = followsKey(token);
  return useMutation({
    mutationFn: async ({ teamId, follow }: { teamId: number; follow: boolean }) =>
      apiRequest(`/user/follows/${teamId}`, {
        method: follow ? 'PUT' : 'DELETE',
        wholeBody: true,
        schema: await followsSchema(),
      }).then((body) => body.data),
    onMutate: async ({ teamId, follow }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Follows>(key);
      if (previous) {
        const teamIds = follow
          ? [...new Set([...previous.teamIds, teamId])]
          : previous.teamIds.filter((id) => id !== teamId);
        queryClient.setQueryData<Follows>(key, { teamIds });
      }
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (follows) => queryClient.setQueryData(key, follows),
  });
}
