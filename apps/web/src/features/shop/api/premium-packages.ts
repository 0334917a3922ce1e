import type { ShopProduct } from '@pitchside/contract/webshop';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { freshAtPageStart } from '@/lib/query/page-answers';

export type PremiumType = 'none' | 'silver' | 'platinum';

export interface PremiumPackages {
  packages: ShopProduct[];
  /** The player's own membership, so the page can mark what they already have. */
  currentPremium: PremiumType;
}

export const PREMIUM_PACKAGES_QUERY_KEY = ['shop', 'premiums'] as const;

/** GET /api/shop/premiums: silver and platinum, and the caller's current membership. */
export async function fetchPremiumPackages(): Promise<PremiumPackages> {
  // Loaded with the first fetch: the page starts with the server's answer, without building it.
  const { productListResponse } = await import('@pitchside/contract/webshop');
  const body = await apiRequest('/shop/premiums', { schema: productListResponse, wholeBody: true });
  return { packages: body.data, currentPremium: body.currentPremium ?? 'none' };
}

export function premiumPackagesQueryOptions() {
  return queryOptions({
    queryKey: PREMIUM_PACKAGES_QUERY_KEY,
    queryFn: fetchPremiumPackages,
    // Not asked again by the screen the server rendered with it (a signed-in player's shop).
    staleTime: freshAtPageStart(0),
  });
}

export function usePremiumPackages() {
  return useQuery(premiumPackagesQueryOptions());
}
