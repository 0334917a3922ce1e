import { newsPreviewResponse } from '@pitchside/contract/admin-content';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { contentKeys } from './content-keys';

/**
 * POST /api/admin/news/preview: an article body through the server's allow-list, as players
 * will read it. Kept per text, and the last one stays shown while the next is on its way.
 */
export function newsPreviewQueryOptions(html: string) {
  return queryOptions({
    queryKey: contentKeys.preview(html),
    queryFn: ({ signal }) =>
      apiRequest('/admin/news/preview', {
        method: 'POST',
        body: { html },
        schema: newsPreviewResponse,
        wholeBody: true,
        signal,
      }).then((answer) => answer.data.html),
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}

export const useNewsPreview = (html: string) => useQuery(newsPreviewQueryOptions(html));
