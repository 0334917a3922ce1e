import {
  adminFaqListResponse,
  adminFaqResponse,
  type FaqBody,
  type AdminFaqEntry,
} from '@pitchside/contract/admin-content';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { contentKeys, refreshAfterContentChange } from './content-keys';

export type { FaqBody, AdminFaqEntry };

/** GET /api/admin/faq: the FAQ in reading order, every language. */
export function adminFaqQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.list('faq'),
    queryFn: ({ signal }) =>
      apiRequest('/admin/faq', { schema: adminFaqListResponse, wholeBody: true, signal }).then(
        (body) => body.data,
      ),
  });
}

export const useAdminFaq = () => useQuery(adminFaqQueryOptions());

/** POST /api/admin/faq, or PUT /api/admin/faq/{id}. */
export function useSaveFaq(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FaqBody) =>
      apiRequest(id === null ? '/admin/faq' : `/admin/faq/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body,
        schema: adminFaqResponse,
        wholeBody: true,
      }).then((answer) => answer.data),
    onSuccess: () => refreshAfterContentChange(queryClient),
  });
}
