import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketDetail } from '@pitchside/contract/support';
import { apiRequest } from '@/lib/api/client';
import { ticketKey } from './get-ticket';
import { ticketsKey } from './get-tickets';

export function replyToTicket({ id, message, files }: { id: number; message: string; files: File[] }) {
  const body = new FormData();
  body.append('message', message);
  for (const file of files) body.append('files', file, file.name);
  return apiRequest(`/support/tickets/${id}/replies`, { method: 'POST', body, schema: ticketDetail });
}

export function useReplyToTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToTicket,
    onSuccess: (ticket) => {
      queryClient.setQueryData(ticketKey(ticket.id), ticket);
      return queryClient.invalidateQueries({ queryKey: ticketsKey });
    },
  });
}
