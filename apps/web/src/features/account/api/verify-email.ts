import { authResponse } from '@pitchside/contract/account';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';

/** `POST /api/account/register/verify-email`: confirms the address and answers with a session. */
export function verifyEmail({ email, code }: { email: string; code: string }) {
  return apiRequest('/account/register/verify-email', {
    method: 'POST',
    body: { email: email.trim().toLowerCase(), code },
    skipAuthLogout: true,
    wholeBody: true,
    schema: authResponse,
  });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
