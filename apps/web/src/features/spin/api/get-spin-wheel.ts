import type { spinWheel } from '@pitchside/contract/spin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api/client';
import { freshAtPageStart } from '@/lib/query/page-answers';

export type SpinWheel = z.infer<typeof spinWheel>;

export const SPIN_WHEEL_QUERY_KEY = ['spin', 'wheel'] as const;

/** GET /api/spin/wheel: segments with the player's odds, cost, balance and the wait left. */
export async function fetchSpinWheel(signal?: AbortSignal): Promise<SpinWheel> {
  // The schema (classic zod) comes with the first call, not with the screen's code (decision 0037).
  const { spinWheel: schema } = await import('@pitchside/contract/spin');
  return apiRequest('/spin/wheel', { schema, signal });
}

/** The query of `useSpinWheel`, for prefetching and reading the cache by the same key. */
export function spinWheelQueryOptions() {
  return queryOptions({
    queryKey: SPIN_WHEEL_QUERY_KEY,
    queryFn: ({ signal }) => fetchSpinWheel(signal),
    // Balance and wait change with every spin; a remount always asks the server again, though not
    // for the answer the server rendered the page with a moment ago.
    staleTime: freshAtPageStart(0),
  });
}

export function useSpinWheel() {
  return useQuery(spinWheelQueryOptions());
}
