import { authResponse } from '@pitchside/contract/account';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';

export interface ResetPasswordInput {
  token: string;
  password: string;
  confirmPassword: string;
}

/** `POST /api/account/reset-password`: sets the new password and answers with a session (auto login). */
export function resetPassword(input: ResetPasswordInput) {
  return apiRequest('/account/reset-password', {
    method: 'POST',
    body: input,
    skipAuthLogout: true,
    wholeBody: true,
    schema: authResponse,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
