import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ticketList, type TICKET_CATEGORIES, type TICKET_PRIORITIES } from '@pitchside/contract/support';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api/client';

export type QueueStatus = 'all' | 'open' | 'waitingSupport' | 'waitingPlayer' | 'closed';
export interface QueueFilters {
  status: QueueStatus;
  category?: (typeof TICKET_CATEGORIES)[number];
  priority?: (typeof TICKET_PRIORITIES)[number];
  page: number;
}
export type QueuePage = z.infer<typeof ticketList>;
export const QUEUE_PAGE_SIZE = 20;
export const queueKey = ['staff', 'queue'] as const;

/** Every player's tickets, filtered, the one waiting longest first (the server's order). */
export function fetchQueue({ status, category, priority, page }: QueueFilters, signal?: AbortSignal) {
  const query = new URLSearchParams({ status, page: String(page), pageSize: String(QUEUE_PAGE_SIZE) });
  if (category) query.set('category', category);
  if (priority) query.set('priority', priority);
  return apiRequest(`/staff/tickets?${query}`, { schema: ticketList, wholeBody: true, signal });
}

/** The query of `useQueue`, for prefetching and reading the cache by the same key. */
export function queueQueryOptions(filters: QueueFilters) {
  return queryOptions({
    queryKey: [...queueKey, filters],
    queryFn: ({ signal }) => fetchQueue(filters, signal),
    placeholderData: keepPreviousData,
    // New tickets arrive while the console is open.
    refetchInterval: 60_000,
  });
}

export function useQueue(filters: QueueFilters) {
  return useQuery(queueQueryOptions(filters));
}
