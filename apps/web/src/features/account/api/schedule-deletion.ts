import { deletionStatus, type DeletionBody } from '@pitchside/contract/data-rights';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { updateUser } from '@/lib/session/session';

/**
 * `POST /api/account/deletion`: the password (and a second factor's code) schedule the account's
 * erasure 7 days ahead. The answer's user carries the date, so every screen shows it at once.
 */
export function scheduleDeletion(input: DeletionBody) {
  return apiRequest('/account/deletion', { method: 'POST', body: input, schema: deletionStatus });
}

export function useScheduleDeletion() {
  return useMutation({
    mutationFn: scheduleDeletion,
    onSuccess: (status) => updateUser(status.user),
  });
}
