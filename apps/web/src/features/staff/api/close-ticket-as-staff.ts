import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketDetail } from '@pitchside/contract/support';
import { apiRequest } from '@/lib/api/client';
import { staffTicketKey } from './get-staff-ticket';
import { queueKey } from './get-queue';

export function closeTicketAsStaff(id: number) {
  return apiRequest(`/staff/tickets/${id}/close`, { method: 'POST', schema: ticketDetail });
}

export function useCloseTicketAsStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeTicketAsStaff,
    onSuccess: (ticket) => {
      queryClient.setQueryData(staffTicketKey(ticket.id), ticket);
      return queryClient.invalidateQueries({ queryKey: queueKey });
    },
  });
}
