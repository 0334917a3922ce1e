import { messageEnvelope } from '@pitchside/contract/api';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';

/** `POST /api/account/forgot-password`: mails a reset link (the answer is the same for unknown addresses). */
export function forgotPassword(email: string) {
  return apiRequest('/account/forgot-password', {
    method: 'POST',
    body: { email: email.trim().toLowerCase() },
    wholeBody: true,
    schema: messageEnvelope,
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
