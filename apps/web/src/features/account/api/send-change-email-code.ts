import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api/client';

const messageResponse = z.object({ success: z.literal(true), message: z.string() });

/**
 * `POST /api/account/change-email/send-code`: a code to the NEW address (proving it is the
 * player's) and a notice to the current one; a 429 tells the wait.
 */
export function sendChangeEmailCode(newEmail: string) {
  return apiRequest('/account/change-email/send-code', {
    method: 'POST',
    body: { newEmail: newEmail.trim().toLowerCase() },
    wholeBody: true,
    schema: messageResponse,
  });
}

export function useSendChangeEmailCode() {
  return useMutation({ mutationFn: sendChangeEmailCode });
}
