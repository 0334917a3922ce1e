import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketDetail } from '@pitchside/contract/support';
import { apiRequest } from '@/lib/api/client';
import { staffTicketKey } from './get-staff-ticket';
import { queueKey } from './get-queue';

/** A staff reply: the player sees it from "Support Team" and the ticket waits for the player. */
export function replyAsStaff({ id, message, files }: { id: number; message: string; files: File[] }) {
  const body = new FormData();
  body.append('message', message);
  for (const file of files) body.append('files', file, file.name);
  return apiRequest(`/staff/tickets/${id}/replies`, { method: 'POST', body, schema: ticketDetail });
}

export function useReplyAsStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyAsStaff,
    onSuccess: (ticket) => {
      queryClient.setQueryData(staffTicketKey(ticket.id), ticket);
      return queryClient.invalidateQueries({ queryKey: queueKey });
    },
  });
}
