import { queryOptions, useQuery } from '@tanstack/react-query';
import { ticketDetail } from '@pitchside/contract/support';
import { apiRequest } from '@/lib/api/client';

export const ticketKey = (id: number) => ['support', 'ticket', id] as const;

export function fetchTicket(id: number, signal?: AbortSignal) {
  return apiRequest(`/support/tickets/${id}`, { schema: ticketDetail, signal });
}

export function ticketQueryOptions(id: number) {
  return queryOptions({ queryKey: ticketKey(id), queryFn: ({ signal }) => fetchTicket(id, signal) });
}

export function useTicket(id: number) {
  return useQuery(ticketQueryOptions(id));
}
