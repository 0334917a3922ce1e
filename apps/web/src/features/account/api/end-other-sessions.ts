import { endedSessionsResponse } from '@pitchside/contract/account-security';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { accountKeys } from './query-keys';

/** `POST /api/account/sessions/end-others`: signs out everywhere but here. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('/account/sessions/end-others', {
        method: 'POST',
        wholeBody: true,
        schema: endedSessionsResponse,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
