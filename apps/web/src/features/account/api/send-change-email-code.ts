import { messageEnvelope } from '@pitchside/contract/api';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';

/**
 * `POST /api/account/change-email/send-code`: a code to the NEW address (proving it is the
 * player's) and a notice to the current one; a 429 tells the wait.
 */
export function sendChangeEmailCode(newEmail: string) {
  return apiRequest('/account/change-email/send-code', {
    method: 'POST',
    body: { newEmail: newEmail.trim().toLowerCase() },
    wholeBody: true,
    schema: messageEnvelope,
  });
}

export function useSendChangeEmailCode() {
  return useMutation({ mutationFn: sendChangeEmailCode });
}
