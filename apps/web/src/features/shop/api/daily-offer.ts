import { dailyOfferResponse } from '@pitchside/contract/webshop';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api/client';
import { deadlineIn } from '@/lib/use-countdown';

export type DailyOffer = z.infer<typeof dailyOfferResponse> & {
  /** Epoch ms of the next reset, from the server's secondsRemaining (the device clock may be off). */
  nextDeadline: number;
};

export const DAILY_OFFER_QUERY_KEY = ['offers', 'daily'] as const;

/** GET /api/offers/daily: the offer, whether today's is still open, and the time to the next reset. */
export async function fetchDailyOffer(): Promise<DailyOffer> {
  const body = await apiRequest('/offers/daily', { schema: dailyOfferResponse, wholeBody: true });
  return { ...body, nextDeadline: deadlineIn(body.secondsRemaining) };
}

export function dailyOfferQueryOptions() {
  return queryOptions({ queryKey: DAILY_OFFER_QUERY_KEY, queryFn: fetchDailyOffer });
}

export function useDailyOffer() {
  return useQuery(dailyOfferQueryOptions());
}
