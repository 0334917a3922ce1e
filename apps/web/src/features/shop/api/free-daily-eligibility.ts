import { freeDailyResponse } from '@pitchside/contract/webshop';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api/client';
import { deadlineIn } from '@/lib/use-countdown';

export type FreeDailyEligibility = z.infer<typeof freeDailyResponse> & {
  /** Epoch ms of the next reset, from the server's secondsRemaining (the device clock may be off). */
  nextDeadline: number;
};

export const freeDailyEligibilityKey = (userId: number | undefined) =>
  ['offers', 'free-daily-eligibility', userId] as const;

/** GET /api/offers/free-daily-eligibility/:userId → canPurchase, nextAvailable, hoursRemaining. */
export async function fetchFreeDailyEligibility(userId: number): Promise<FreeDailyEligibility> {
  const body = await apiRequest(`/offers/free-daily-eligibility/${userId}`, {
    schema: freeDailyResponse,
    wholeBody: true,
  });
  return { ...body, nextDeadline: deadlineIn(body.secondsRemaining) };
}

/** The query of `useFreeDailyEligibility`, for prefetching and reading the cache by the same key. */
export function freeDailyEligibilityQueryOptions(userId: number | undefined) {
  return queryOptions({
    queryKey: freeDailyEligibilityKey(userId),
    queryFn: () => fetchFreeDailyEligibility(userId as number),
    enabled: userId !== undefined,
  });
}

export function useFreeDailyEligibility(userId: number | undefined) {
  return useQuery(freeDailyEligibilityQueryOptions(userId));
}
