import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ticketList } from '@pitchside/contract/support';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api/client';

export type TicketTab = 'all' | 'open' | 'waitingSupport' | 'waitingPlayer' | 'closed';
export type TicketListPage = z.infer<typeof ticketList>;
export const TICKETS_PAGE_SIZE = 10;

export const ticketsKey = ['support', 'tickets'] as const;

/** The player's own tickets on one tab and page, with the count of every tab. */
export async function fetchTickets(status: TicketTab, page: number, signal?: AbortSignal) {
  // Loaded with the first fetch, not with the support page's start (decision 0037).
  const { ticketList } = await import('@pitchside/contract/support');
  const query = new URLSearchParams({ status, page: String(page), pageSize: String(TICKETS_PAGE_SIZE) });
  return apiRequest(`/support/tickets?${query}`, { schema: ticketList, wholeBody: true, signal });
}

/** The query of `useTickets`, for prefetching and reading the cache by the same key. */
export function ticketsQueryOptions(status: TicketTab, page: number) {
  return queryOptions({
    queryKey: [...ticketsKey, status, page],
    queryFn: ({ signal }) => fetchTickets(status, page, signal),
    // The tab counts and the list stay on screen while another tab or page loads.
    placeholderData: keepPreviousData,
  });
}

export function useTickets(status: TicketTab, page: number) {
  return useQuery(ticketsQueryOptions(status, page));
}
