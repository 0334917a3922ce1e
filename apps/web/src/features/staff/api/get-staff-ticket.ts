import { queryOptions, useQuery } from '@tanstack/react-query';
import { ticketDetail } from '@pitchside/contract/support';
import { apiRequest } from '@/lib/api/client';

export const staffTicketKey = (id: number) => ['staff', 'ticket', id] as const;

export function fetchStaffTicket(id: number, signal?: AbortSignal) {
  return apiRequest(`/staff/tickets/${id}`, { schema: ticketDetail, signal });
}

export function staffTicketQueryOptions(id: number) {
  return queryOptions({
    queryKey: staffTicketKey(id),
    queryFn: ({ signal }) => fetchStaffTicket(id, signal),
  });
}

export function useStaffTicket(id: number) {
  return useQuery(staffTicketQueryOptions(id));
}
