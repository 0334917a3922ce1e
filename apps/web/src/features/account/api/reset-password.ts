import { loginResponse } from '@pitchside/contract/account-security';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';

export interface ResetPasswordInput {
  token: string;
  password: string;
  confirmPassword: string;
}

/**
 * `POST /api/account/reset-password`: sets the new password and answers with a session (auto
 * login), or, when the account has two-factor on, a challenge for the login's code step.
 */
export function resetPassword(input: ResetPasswordInput) {
  return apiRequest('/account/reset-password', {
    method: 'POST',
    body: input,
    skipAuthLogout: true,
    wholeBody: true,
    schema: loginResponse,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
