import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketDetail, type TICKET_PRIORITIES } from '@pitchside/contract/support';
import { apiRequest } from '@/lib/api/client';
import { staffTicketKey } from './get-staff-ticket';
import { queueKey } from './get-queue';

type Priority = (typeof TICKET_PRIORITIES)[number];

export function setTicketPriority({ id, priority }: { id: number; priority: Priority }) {
  return apiRequest(`/staff/tickets/${id}/priority`, {
    method: 'POST',
    body: { priority },
    schema: ticketDetail,
  });
}

export function useSetTicketPriority() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTicketPriority,
    onSuccess: (ticket) => {
      queryClient.setQueryData(staffTicketKey(ticket.id), ticket);
      return queryClient.invalidateQueries({ queryKey: queueKey });
    },
  });
}
