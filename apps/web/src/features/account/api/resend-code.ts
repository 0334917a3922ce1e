import { messageEnvelope } from '@pitchside/contract/api';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';

/** `POST /api/account/register/resend-code`; a 429 carries the seconds left (cooldownRemaining). */
export function resendCode(email: string) {
  return apiRequest('/account/register/resend-code', {
    method: 'POST',
    body: { email: email.trim().toLowerCase() },
    skipAuthLogout: true,
    wholeBody: true,
    schema: messageEnvelope,
  });
}

export function useResendCode() {
  return useMutation({ mutationFn: resendCode });
}
