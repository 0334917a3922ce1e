import { messageEnvelope } from '@pitchside/contract/api';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';

/** `POST /api/account/sessions/end-by-link`: the "this wasn't me" link of a new-sign-in e-mail. */
export function useEndSessionByLink() {
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest('/account/sessions/end-by-link', {
        method: 'POST',
        body: { token },
        skipAuthLogout: true,
        wholeBody: true,
        schema: messageEnvelope,
      }),
  });
}
