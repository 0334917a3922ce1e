import { messageEnvelope } from '@pitchside/contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { accountKeys } from './query-keys';

/** `DELETE /api/account/sessions/:id`: signs that device out. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/account/sessions/${id}`, { method: 'DELETE', wholeBody: true, schema: messageEnvelope }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
