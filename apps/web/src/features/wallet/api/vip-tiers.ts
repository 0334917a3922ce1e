import { VIP_TIERS_CACHE, vipTier } from '@pitchside/contract/vip';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api/client';

const vipTierList = z.array(vipTier);

export const vipTiersKey = ['wallet', 'vip-tiers'] as const;

/** GET /api/public/vip-tiers: the tier table, lowest tier first. */
export function fetchVipTiers(signal?: AbortSignal) {
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
