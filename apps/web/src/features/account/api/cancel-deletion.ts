import { deletionStatus } from '@pitchside/contract/data-rights';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { updateUser } from '@/lib/session/session';

/** `DELETE /api/account/deletion`: the pending deletion is called off; the account stays. */
export function cancelDeletion() {
  return apiRequest('/account/deletion', { method: 'DELETE', schema: deletionStatus });
}

export function useCancelDeletion() {
  return useMutation({
    mutationFn: cancelDeletion,
    onSuccess: (status) => updateUser(status.user),
  });
}
