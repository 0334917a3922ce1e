import { CONTENT_CACHE, CONTENT_LIST_DEFAULT } from '@pitchside/contract/content-limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/lib/api/client';

export const newsListKey = (limit: number, language: string) =>
  ['content', 'news', 'list', limit, language] as const;

/** GET /api/public/news: live news, newest first, without the HTML body, in the reader's language. */
export async function fetchNewsList(limit: number, language: string, signal?: AbortSignal) {
  const { newsList } = await import('./news-schemas');
  return apiRequest(`/public/news?limit=${limit}&lang=${encodeURIComponent(language)}`, {
    schema: newsList,
    signal,
  });
}

/** Spec §9: the home page shows the 10 newest items. */
export function newsListQueryOptions(language: string, limit: number = CONTENT_LIST_DEFAULT) {
  return queryOptions({
    queryKey: newsListKey(limit, language),
    queryFn: ({ signal }) => fetchNewsList(limit, language, signal),
    staleTime: CONTENT_CACHE.fresh * 1000,
    gcTime: CONTENT_CACHE.stale * 1000,
  });
}

export function useNewsList(limit: number = CONTENT_LIST_DEFAULT) {
  const { i18n } = useTranslation();
  return useQuery(newsListQueryOptions(i18n.language, limit));
}
