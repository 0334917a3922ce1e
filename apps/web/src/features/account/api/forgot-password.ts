import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api/client';

const messageResponse = z.object({ success: z.literal(true), message: z.string() });

/** `POST /api/account/forgot-password`: mails a reset link (the answer is the same for unknown addresses). */
export function forgotPassword(email: string) {
  return apiRequest('/account/forgot-password', {
    method: 'POST',
    body: { email: email.trim().toLowerCase() },
    wholeBody: true,
    schema: messageResponse,
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
