import { salesStatsResponse, type SalesStats } from '@pitchside/contract/admin-sales';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { adminKeys } from './admin-keys';

export type { SalesStats };

/** GET /api/admin/stats?from&to: the dashboard's figures for one period (admin). */
export function salesStatsQueryOptions(range: { from: string; to: string }) {
  return queryOptions({
    queryKey: [...adminKeys.all, 'stats', range] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/admin/stats?${new URLSearchParams(range)}`, {
        schema: salesStatsResponse,
        wholeBody: true,
        signal,
      }).then((body) => body.data),
    // Switching periods keeps the last figures on screen until the new ones arrive.
    placeholderData: (previous) => previous,
    staleTime: 60_000,
  });
}

export function useSalesStats(range: { from: string; to: string }) {
  return useQuery(salesStatsQueryOptions(range));
}
