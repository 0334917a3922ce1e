import { CONTENT_CACHE, CONTENT_LIST_DEFAULT, newsSummary } from '@pitchside/contract/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api/client';

const newsList = z.array(newsSummary);

export const newsListKey = (limit: number) => ['content', 'news', 'list', limit] as const;

/** GET /api/public/news: published news, newest first, without the HTML body. */
export function fetchNewsList(limit: number = CONTENT_LIST_DEFAULT, signal?: AbortSignal) {
  return apiRequest(`/public/news?limit=${limit}`, { schema: newsList, signal });
}

/** Spec §9: the home page shows the 10 newest items. */
export function newsListQueryOptions(limit: number = CONTENT_LIST_DEFAULT) {
  return queryOptions({
    queryKey: newsListKey(limit),
    queryFn: ({ signal }) => fetchNewsList(limit, signal),
    staleTime: CONTENT_CACHE.fresh * 1000,
    gcTime: CONTENT_CACHE.stale * 1000,
  });
}

export function useNewsList(limit: number = CONTENT_LIST_DEFAULT) {
  return useQuery(newsListQueryOptions(limit));
}
