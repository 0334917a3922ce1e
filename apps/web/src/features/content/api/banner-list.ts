import { CONTENT_CACHE, CONTENT_LIST_DEFAULT } from '@pitchside/contract/content-limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/lib/api/client';

export const bannerListKey = (limit: number, language: string) =>
  ['content', 'banners', 'list', limit, language] as const;

/** GET /api/public/banners: live banners in carousel order, in the reader's language. */
export async function fetchBannerList(limit: number, language: string, signal?: AbortSignal) {
  const { bannerList } = await import('./banner-list-schema');
  return apiRequest(`/public/banners?limit=${limit}&lang=${encodeURIComponent(language)}`, {
    schema: bannerList,
    signal,
  });
}

/** Spec §9: the home page shows at most 10 banners. */
export function bannerListQueryOptions(language: string, limit: number = CONTENT_LIST_DEFAULT) {
  return queryOptions({
    queryKey: bannerListKey(limit, language),
    queryFn: ({ signal }) => fetchBannerList(limit, language, signal),
    staleTime: CONTENT_CACHE.fresh * 1000,
    gcTime: CONTENT_CACHE.stale * 1000,
  });
}

/** In the interface language: a language switch shows the banners' texts in the new one. */
export function useBannerList(limit: number = CONTENT_LIST_DEFAULT) {
  const { i18n } = useTranslation();
  return useQuery(bannerListQueryOptions(i18n.language, limit));
}
