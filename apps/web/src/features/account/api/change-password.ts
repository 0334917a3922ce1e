import { messageEnvelope } from '@pitchside/contract/api';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';

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
    schema: messageEnvelope,
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
