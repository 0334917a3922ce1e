import { twoFactorSetupResponse } from '@pitchside/contract/account-security';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
/** `POST /api/account/two-factor/setup`: a new secret and its QR code to scan. */
export function useTwoFactorSetup() {
  return useMutation({
    mutationFn: () =>
      apiRequest('/account/two-factor/setup', {
        method: 'POST',
        wholeBody: true,
        schema: twoFactorSetupResponse,
      }),
  });
}
