import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api/client';

const messageResponse = z.object({ success: z.literal(true), message: z.string() });

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** `POST /api/account/change-password`: on success the server ends every session of the player. */
export function changePassword(input: ChangePasswordInput) {
  return apiRequest('/account/change-password', {
    method: 'POST',
    body: input,
    wholeBody: true,
    schema: messageResponse,
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
