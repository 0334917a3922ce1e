import type { SupportState } from '@pitchside/contract/codes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { useIsLoggedIn } from '@/lib/session/session';

/** The answer's schema, loaded with the first call: a shop page starts without building it. */
const supportSchema = () => import('@pitchside/contract/codes').then((module) => module.supportResponse);

export type { SupportState };

export const creatorSupportKey = ['shop', 'creator-support'] as const;

/** GET /api/creators/support: the creator this player supports now, if any (issue 36). */
export function creatorSupportQueryOptions() {
  return queryOptions({
    queryKey: creatorSupportKey,
    queryFn: async ({ signal }) =>
      apiRequest('/creators/support', { schema: await supportSchema(), wholeBody: true, signal }).then(
        (body) => body.data,
      ),
    staleTime: 60_000,
  });
}

export function useCreatorSupport() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...creatorSupportQueryOptions(), enabled: loggedIn });
}

/** PUT (a code) or DELETE /api/creators/support: supports a creator for 7 days, or no one. */
export function useSetCreatorSupport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string | null) =>
      apiRequest('/creators/support', {
        method: code === null ? 'DELETE' : 'PUT',
        ...(code === null ? {} : { body: { code } }),
        schema: await supportSchema(),
        wholeBody: true,
      }).then((body) => body.data),
    onSuccess: (state) => queryClient.setQueryData(creatorSupportKey, state),
  });
}
