import { twoFactorEnableResponse } from '@pitchside/contract/account-security';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { accountKeys } from './query-keys';

/** `POST /api/account/two-factor/enable`: confirms the scan with a code; answers the recovery codes. */
export function useTwoFactorEnable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest('/account/two-factor/enable', {
        method: 'POST',
        body: { code },
        wholeBody: true,
        schema: twoFactorEnableResponse,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.twoFactor() }),
  });
}
