import { messageEnvelope } from '@pitchside/contract/api';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';

export interface ChangeEmailInput {
  code: string;
  newEmail: string;
  confirmEmail: string;
}

/** `POST /api/account/change-email`: on success the server ends every session of the player. */
export function changeEmail({ code, newEmail, confirmEmail }: ChangeEmailInput) {
  return apiRequest('/account/change-email', {
    method: 'POST',
    body: {
      code,
      newEmail: newEmail.trim().toLowerCase(),
      confirmEmail: confirmEmail.trim().toLowerCase(),
    },
    wholeBody: true,
    schema: messageEnvelope,
  });
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
