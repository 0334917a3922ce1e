import type { spinHistoryItem } from '@pitchside/contract/spin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api/client';
import { freshAtPageStart } from '@/lib/query/page-answers';

export type SpinHistoryItem = z.infer<typeof spinHistoryItem>;

export const SPIN_HISTORY_QUERY_KEY = ['spin', 'history'] as const;

/** GET /api/spin/history: the player's latest spins, newest first. */
export async function fetchSpinHistory(signal?: AbortSignal): Promise<SpinHistoryItem[]> {
  // The schema (classic zod) comes with the first call, not with the screen's code (decision 0037).
  const { spinHistory } = await import('@pitchside/contract/spin');
  return apiRequest('/spin/history', { schema: spinHistory, signal });
}

/** The query of `useSpinHistory`, for prefetching and reading the cache by the same key. */
export function spinHistoryQueryOptions() {
  return queryOptions({
    queryKey: SPIN_HISTORY_QUERY_KEY,
    queryFn: ({ signal }) => fetchSpinHistory(signal),
    staleTime: freshAtPageStart(0),
  });
}

export function useSpinHistory() {
  return useQuery(spinHistoryQueryOptions());
}
