import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketDetail } from '@pitchside/contract/support';
import { apiRequest } from '@/lib/api/client';
import { ticketKey } from './get-ticket';
import { ticketsKey } from './get-tickets';

export interface NewTicket {
  subject: string;
  description: string;
  category: string;
  priority: string;
  files: File[];
}

export function createTicket({ files, ...fields }: NewTicket) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const file of files) body.append('files', file, file.name);
  return apiRequest('/support/tickets', { method: 'POST', body, schema: ticketDetail });
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: (ticket) => {
      queryClient.setQueryData(ticketKey(ticket.id), ticket);
      return queryClient.invalidateQueries({ queryKey: ticketsKey });
    },
  });
}
