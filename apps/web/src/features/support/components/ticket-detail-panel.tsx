import { useTranslation } from 'react-i18next';
import { TicketPanel, useTicketOutcome } from '@/components/tickets/ticket-panel';
import { useSessionUser } from '@/lib/session/session';
import { useCloseTicket } from '../api/close-ticket';
import { useTicket } from '../api/get-ticket';
import { useReplyToTicket } from '../api/reply-to-ticket';

interface TicketDetailPanelProps {
  id: number;
  backTo: string;
  /** Set right after the ticket was opened, to say so. */
  createdTicketId?: string;
}

export function TicketDetailPanel({ id, backTo, createdTicketId }: TicketDetailPanelProps) {
  const { t } = useTranslation(['support', 'errors']);
  const nickname = useSessionUser()?.nickname;
  const ticket = useTicket(id);
  const reply = useReplyToTicket();
  const close = useCloseTicket();
  const outcome = useTicketOutcome(
    createdTicketId ? { done: (tr) => tr('support:form.created', { ticketId: createdTicketId }) } : undefined,
  );

  return (
    <TicketPanel
      id={id}
      ticket={ticket}
      outcome={outcome}
      reply={reply}
      close={close}
      detail={() => ({
        viewer: 'player',
        playerName: nickname ?? t('support:detail.you'),
        backTo,
        backLabel: t('support:actions.backToTickets'),
      })}
    />
  );
}
