import { CACHE_WINDOWS } from '@pitchside/contract/cache-windows';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/lib/api/client';

/** The catalogue's window: the names change when the studio edits a product. */
const PRODUCT_NAMES_CACHE = CACHE_WINDOWS.catalogue;

export const productNamesKey = (language: string) => ['shop', 'product-names', language] as const;

/**
 * GET /api/public/product-names?lang=: every product's name in the reader's language, as the
 * studio wrote it in the back office (English where it has not). One small, cached list that the
 * shop, the balance history and the notifications all name products from.
 */
export function productNamesQueryOptions(language: string) {
  return queryOptions({
    queryKey: productNamesKey(language),
    // The schema comes with the first fetch: a page the server rendered with the names (the shop,
    // the header's notifications) starts without zod (decision 0037).
    queryFn: async ({ signal }) => {
      const { productNamesResponse } = await import('@pitchside/contract/product-names');
      const body = await apiRequest(`/public/product-names?lang=${encodeURIComponent(language)}`, {
        schema: productNamesResponse,
        wholeBody: true,
        signal,
      });
      return body.data;
    },
    staleTime: PRODUCT_NAMES_CACHE.fresh * 1000,
    gcTime: PRODUCT_NAMES_CACHE.stale * 1000,
  });
}

/**
 * A product's name in the reader's language. Until the list has arrived (or if it cannot), the
 * name the caller already has stands in: the one the product was sold or listed under.
 */
export function useProductName(): (slug: string | undefined, fallback: string) => string {
  const { i18n } = useTranslation();
  const { data } = useQuery(productNamesQueryOptions(i18n.language));
  return (slug, fallback) => (slug !== undefined && data?.[slug]) || fallback;
}
