import { upsellOffer } from '@pitchside/contract/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { deadlineIn } from '@/lib/use-countdown';
import type { UpsellWithDeadline } from '../lib/upsell';

export const ACTIVE_UPSELL_QUERY_KEY = ['payments', 'upsell', 'active'] as const;

/** GET /api/payments/upsell/active: the player's open one-time offer, if any. */
export async function fetchActiveUpsell(): Promise<UpsellWithDeadline | null> {
  const offer = await apiRequest('/payments/upsell/active', { schema: upsellOffer.nullable() });
  // The deadline is fixed where the data arrives: the server's count beats the device clock.
  return offer ? { ...offer, deadline: deadlineIn(offer.secondsRemaining) } : null;
}

/** The query of `useActiveUpsell`, for prefetching and reading the cache by the same key. */
export function activeUpsellQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: ACTIVE_UPSELL_QUERY_KEY,
    queryFn: fetchActiveUpsell,
    enabled,
    staleTime: Infinity,
  });
}

export function useActiveUpsell(enabled: boolean) {
  return useQuery(activeUpsellQueryOptions(enabled));
}
