import { imageUploadResponse } from '@pitchside/contract/admin-content';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';

/** POST /api/admin/images (multipart): the picture re-encoded by the server, and its URL. */
export function useUploadContentImage() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('image', file, file.name);
      return apiRequest('/admin/images', {
        method: 'POST',
        body: form,
        schema: imageUploadResponse,
        wholeBody: true,
      }).then((answer) => answer.data.url);
    },
  });
}
