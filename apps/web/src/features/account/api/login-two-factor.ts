import { authResponse } from '@pitchside/contract/account';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';

/** `POST /api/account/login/two-factor`: the login's second step, a code from the app or a recovery code. */
export function loginTwoFactor(input: { challenge: string; code: string }) {
  return apiRequest('/account/login/two-factor', {
    method: 'POST',
    body: input,
    skipAuthLogout: true,
    wholeBody: true,
    schema: authResponse,
  });
}

export function useLoginTwoFactor() {
  return useMutation({ mutationFn: loginTwoFactor });
}
