import { VIP_TIERS_CACHE } from '@pitchside/contract/vip-limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';

export const vipTiersKey = ['wallet', 'vip-tiers'] as const;

/** GET /api/public/vip-tiers: the tier table, lowest tier first. */
export async function fetchVipTiers(signal?: AbortSignal) {
  // Loaded with the first fetch: the page starts with the server's answer (decision 0037).
  const { vipTierList } = await import('@pitchside/contract/vip');
  return apiRequest('/public/vip-tiers', { schema: vipTierList, signal });
}

/** The query of `useVipTiers`, for prefetching and reading the cache by the same key. */
export function vipTiersQueryOptions() {
  return queryOptions({
    queryKey: vipTiersKey,
    queryFn: ({ signal }) => fetchVipTiers(signal),
    // Sorted here as well, so the table never depends on the server's order.
    select: (tiers) => [...tiers].sort((a, b) => a.tier - b.tier),
    staleTime: VIP_TIERS_CACHE.fresh * 1000,
    gcTime: VIP_TIERS_CACHE.stale * 1000,
  });
}

export function useVipTiers() {
  return useQuery(vipTiersQueryOptions());
}
