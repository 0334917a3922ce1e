import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api/client';
import { sessionUser } from '@/lib/session/session-user';

const avatarResponse = z.object({ success: z.literal(true), user: sessionUser });

/** `POST /api/account/avatar` (multipart, one image); answers with the updated user. */
export function uploadAvatar(file: File) {
  const form = new FormData();
  form.append('avatar', file, file.name);
  return apiRequest('/account/avatar', {
    method: 'POST',
    body: form,
    wholeBody: true,
    schema: avatarResponse,
  });
}

export function useUploadAvatar() {
  return useMutation({ mutationFn: uploadAvatar });
}
