import { CONTENT_CACHE, CONTENT_LIST_DEFAULT, banner } from '@pitchside/contract/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api/client';

const bannerList = z.array(banner);

export const bannerListKey = (limit: number) => ['content', 'banners', 'list', limit] as const;

/** GET /api/public/banners: active banners in carousel order. */
export function fetchBannerList(limit: number = CONTENT_LIST_DEFAULT, signal?: AbortSignal) {
  return apiRequest(`/public/banners?limit=${limit}`, { schema: bannerList, signal });
}

/** Spec §9: the home page shows at most 10 banners. */
export function bannerListQueryOptions(limit: number = CONTENT_LIST_DEFAULT) {
  return queryOptions({
    queryKey: bannerListKey(limit),
    queryFn: ({ signal }) => fetchBannerList(limit, signal),
    staleTime: CONTENT_CACHE.fresh * 1000,
    gcTime: CONTENT_CACHE.stale * 1000,
  });
}

export function useBannerList(limit: number = CONTENT_LIST_DEFAULT) {
  return useQuery(bannerListQueryOptions(limit));
}
