import { spinHistoryItem } from '@pitchside/contract/spin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api/client';

const spinHistory = z.array(spinHistoryItem);
export type SpinHistoryItem = z.infer<typeof spinHistoryItem>;

export const SPIN_HISTORY_QUERY_KEY = ['spin', 'history'] as const;

/** GET /api/spin/history: the player's latest spins, newest first. */
export function fetchSpinHistory(signal?: AbortSignal): Promise<SpinHistoryItem[]> {
  return apiRequest('/spin/history', { schema: spinHistory, signal });
}

/** The query of `useSpinHistory`, for prefetching and reading the cache by the same key. */
export function spinHistoryQueryOptions() {
  return queryOptions({
    queryKey: SPIN_HISTORY_QUERY_KEY,
    queryFn: ({ signal }) => fetchSpinHistory(signal),
    staleTime: 0,
  });
}

export function useSpinHistory() {
  return useQuery(spinHistoryQueryOptions());
}
