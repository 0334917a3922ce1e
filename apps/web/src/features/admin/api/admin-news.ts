import {
  adminNewsListResponse,
  adminNewsResponse,
  type NewsBody,
  type AdminNewsItem,
} from '@pitchside/contract/admin-content';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { contentKeys, refreshAfterContentChange } from './content-keys';

export type { NewsBody, AdminNewsItem };

/** GET /api/admin/news: every news item, drafts and expired ones included, all languages. */
export function adminNewsQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.list('news'),
    queryFn: ({ signal }) =>
      apiRequest('/admin/news', { schema: adminNewsListResponse, wholeBody: true, signal }).then(
        (body) => body.data,
      ),
  });
}

export const useAdminNews = () => useQuery(adminNewsQueryOptions());

/** POST /api/admin/news, or PUT /api/admin/news/{id} for an existing item. */
export function useSaveNews(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewsBody) =>
      apiRequest(id === null ? '/admin/news' : `/admin/news/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body,
        schema: adminNewsResponse,
        wholeBody: true,
      }).then((answer) => answer.data),
    onSuccess: () => refreshAfterContentChange(queryClient),
  });
}
