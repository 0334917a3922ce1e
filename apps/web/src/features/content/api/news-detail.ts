import { CONTENT_CACHE, newsDetail } from '@pitchside/contract/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { isApiError } from '@/lib/api/api-error';

export const newsDetailKey = (id: number) => ['content', 'news', 'detail', id] as const;

/** GET /api/public/news/:id: one item with its sanitised HTML body. */
export function fetchNewsDetail(id: number, signal?: AbortSignal) {
  return apiRequest(`/public/news/${id}`, { schema: newsDetail, signal });
}

/** Loads only while a news item is open (id not null). */
export function newsDetailQueryOptions(id: number | null) {
  return queryOptions({
    queryKey: newsDetailKey(id ?? 0),
    queryFn: ({ signal }) => fetchNewsDetail(id ?? 0, signal),
    enabled: id !== null,
    staleTime: CONTENT_CACHE.fresh * 1000,
    gcTime: CONTENT_CACHE.stale * 1000,
  });
}

export function useNewsDetail(id: number | null) {
  return useQuery(newsDetailQueryOptions(id));
}

/** Spec §8 "News": 404 reads "News not found", anything else "Failed to fetch news detail.". */
export function newsDetailErrorKey(error: unknown) {
  return isApiError(error) && error.status === 404 ? 'news.errors.notFound' : 'news.errors.detailFailed';
}
