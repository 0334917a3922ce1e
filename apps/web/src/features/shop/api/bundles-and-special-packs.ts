import type { ShopEventId } from '@pitchside/contract/shop';
import type { ShopProduct } from '@pitchside/contract/webshop';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/lib/api/client';
import { freshAtPageStart } from '@/lib/query/page-answers';

export const BUNDLES_QUERY_KEY = ['shop', 'bundles'] as const;
export const SPECIAL_PACKS_QUERY_KEY = ['shop', 'special-packs'] as const;

/** Loaded with the first fetch: the page starts with the server's answer, without building it. */
const list = async (path: string): Promise<ShopProduct[]> => {
  const { productListResponse } = await import('@pitchside/contract/webshop');
  return apiRequest(path, { schema: productListResponse, wholeBody: true }).then((body) => body.data);
};

/** GET /api/shop/bundles: tickets, energy and skill points together, with the caller's VIP bonus. */
export function bundlesQueryOptions(language: string) {
  return queryOptions({
    queryKey: [...BUNDLES_QUERY_KEY, language],
    queryFn: () => list(`/shop/bundles?lang=${encodeURIComponent(language)}`),
    // Not asked again by the screen the server rendered with it (a signed-in player's shop).
    staleTime: freshAtPageStart(0),
  });
}

/** GET /api/shop/special-packs?eventId=: one event's special packs. */
export function specialPacksQueryOptions(eventId: ShopEventId, language: string) {
  return queryOptions({
    queryKey: [...SPECIAL_PACKS_QUERY_KEY, eventId, language],
    queryFn: () =>
      list(`/shop/special-packs?eventId=${encodeURIComponent(eventId)}&lang=${encodeURIComponent(language)}`),
  });
}

export function useBundles() {
  const { i18n } = useTranslation();
  return useQuery(bundlesQueryOptions(i18n.language));
}

/** Only signed-in, confirmed players may read the list (`enabled`). */
export function useSpecialPacks(eventId: ShopEventId, enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({ ...specialPacksQueryOptions(eventId, i18n.language), enabled });
}
