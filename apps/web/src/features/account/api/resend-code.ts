import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api/client';

const messageResponse = z.object({ success: z.literal(true), message: z.string() });

/** `POST /api/account/register/resend-code`; a 429 carries the seconds left (cooldownRemaining). */
export function resendCode(email: string) {
  return apiRequest('/account/register/resend-code', {
    method: 'POST',
    body: { email: email.trim().toLowerCase() },
    skipAuthLogout: true,
    wholeBody: true,
    schema: messageResponse,
  });
}

export function useResendCode() {
  return useMutation({ mutationFn: resendCode });
}
