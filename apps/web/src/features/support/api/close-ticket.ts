import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketDetail } from '@pitchside/contract/support';
import { apiRequest } from '@/lib/api/client';
import { ticketKey } from './get-ticket';
import { ticketsKey } from './get-tickets';

export function closeTicket(id: number) {
  return apiRequest(`/support/tickets/${id}/close`, { method: 'POST', schema: ticketDetail });
}

export function useCloseTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeTicket,
    onSuccess: (ticket) => {
      queryClient.setQueryData(ticketKey(ticket.id), ticket);
      return queryClient.invalidateQueries({ queryKey: ticketsKey });
    },
  });
}
