import { successEnvelope } from '@pitchside/contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { adminKeys } from './admin-keys';

export type PlayerAction = 'block' | 'unblock' | 'end-sessions';

/** POST /api/admin/users/{id}/{block|unblock|end-sessions} with the reason the audit log keeps. */
export function usePlayerAction(id: number, action: PlayerAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      apiRequest(`/admin/users/${id}/${action}`, {
        method: 'POST',
        body: { reason },
        schema: successEnvelope,
        wholeBody: true,
      }),
    // The player page, the search results and the log all show what changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
