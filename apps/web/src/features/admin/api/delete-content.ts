import { successEnvelope } from '@pitchside/contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { refreshAfterContentChange, type ContentKind } from './content-keys';

/** DELETE /api/admin/{news|banners|faq}/{id}: the audit log keeps the item as it was. */
export function useDeleteContent(kind: ContentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/admin/${kind}/${id}`, { method: 'DELETE', schema: successEnvelope, wholeBody: true }),
    onSuccess: () => refreshAfterContentChange(queryClient),
  });
}
