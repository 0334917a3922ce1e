import { messageEnvelope } from '@pitchside/contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { accountKeys } from './query-keys';

/** `POST /api/account/two-factor/disable`: needs the password and a code. */
export function useTwoFactorDisable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { password: string; code: string }) =>
      apiRequest('/account/two-factor/disable', {
        method: 'POST',
        body: input,
        wholeBody: true,
        schema: messageEnvelope,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.twoFactor() }),
  });
}
