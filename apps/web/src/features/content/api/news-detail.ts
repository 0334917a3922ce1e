import { CONTENT_CACHE } from '@pitchside/contract/content-limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/lib/api/client';
import { isApiError } from '@/lib/api/api-error';

export const newsDetailKey = (id: number, language: string) =>
  ['content', 'news', 'detail', id, language] as const;

/** GET /api/public/news/:id: one item with its sanitised HTML body, in the reader's language. */
export async function fetchNewsDetail(id: number, language: string, signal?: AbortSignal) {
  const { newsDetail } = await import('./news-schemas');
  return apiRequest(`/public/news/${id}?lang=${encodeURIComponent(language)}`, {
    schema: newsDetail,
    signal,
  });
}

/** Loads only while a news item is open (id not null). */
export function newsDetailQueryOptions(id: number | null, language: string) {
  return queryOptions({
    queryKey: newsDetailKey(id ?? 0, language),
    queryFn: ({ signal }) => fetchNewsDetail(id ?? 0, language, signal),
    enabled: id !== null,
    staleTime: CONTENT_CACHE.fresh * 1000,
    gcTime: CONTENT_CACHE.stale * 1000,
  });
}

export function useNewsDetail(id: number | null) {
  const { i18n } = useTranslation();
  return useQuery(newsDetailQueryOptions(id, i18n.language));
}

/** Spec §8 "News": 404 reads "News not found", anything else "Failed to fetch news detail.". */
export function newsDetailErrorKey(error: unknown) {
  return isApiError(error) && error.status === 404 ? 'news.errors.notFound' : 'news.errors.detailFailed';
}
