import { loginResponse } from '@pitchside/contract/account-security';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';

export interface LoginInput {
  email: string;
  password: string;
  /** Spec §2 "remember me": a 30-day session instead of one day. */
  remember: boolean;
}

/** `POST /api/account/login` (spec §3 login payload: the e-mail lowercased). */
export function login({ email, password, remember }: LoginInput) {
  return apiRequest('/account/login', {
    method: 'POST',
    body: { email: email.trim().toLowerCase(), password, remember },
    // A 401 here means wrong credentials, not an ended session.
    skipAuthLogout: true,
    wholeBody: true,
    // With two-factor on, the answer is a challenge for the code step instead of a session.
    schema: loginResponse,
  });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
