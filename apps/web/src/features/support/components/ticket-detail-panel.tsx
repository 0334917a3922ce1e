import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TicketDetail } from '@/components/tickets/ticket-detail';
import { useTicketFailureReason } from '@/components/tickets/ticket-failure';
import { TicketLoadError, TicketLoading } from '@/components/tickets/ticket-load-states';
import { Alert } from '@/components/ui/alert';
import { useSessionUser } from '@/lib/session/session';
import { useCloseTicket } from '../api/close-ticket';
import { useTicket } from '../api/get-ticket';
import { useReplyToTicket } from '../api/reply-to-ticket';

type Outcome =
  | { kind: 'created'; ticketId: string }
  | { kind: 'replied' }
  | { kind: 'closed' }
  | { kind: 'replyFailed'; error: unknown }
  | { kind: 'closeFailed'; error: unknown };

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
  const [outcome, setOutcome] = useState<Outcome | undefined>(
    createdTicketId ? { kind: 'created', ticketId: createdTicketId } : undefined,
  );
  const failedError =
    outcome?.kind === 'replyFailed' || outcome?.kind === 'closeFailed' ? outcome.error : undefined;
  const failureReason = useTicketFailureReason(failedError);

  if (ticket.isPending) return <TicketLoading />;
  if (ticket.isError) {
    return (
      <TicketLoadError
        error={ticket.error}
        onRetry={() => void ticket.refetch()}
        retrying={ticket.isFetching}
      />
    );
  }

  const notice = (() => {
    switch (outcome?.kind) {
      case 'created':
        return <Alert severity="low">{t('support:form.created', { ticketId: outcome.ticketId })}</Alert>;
      case 'replied':
        return <Alert severity="low">{t('support:detail.replySent')}</Alert>;
      case 'closed':
        return <Alert severity="low">{t('support:detail.closed')}</Alert>;
      case 'replyFailed':
        return (
          <Alert
            severity="high"
            title={t('support:detail.replyFailed')}
            onDismiss={() => setOutcome(undefined)}
          >
            {failureReason}
          </Alert>
        );
      case 'closeFailed':
        return (
          <Alert
            severity="high"
            title={t('support:detail.closeFailed')}
            onDismiss={() => setOutcome(undefined)}
          >
            {failureReason}
          </Alert>
        );
      default:
        return undefined;
    }
  })();

  return (
    <TicketDetail
      ticket={ticket.data}
      viewer="player"
      playerName={nickname ?? t('support:detail.you')}
      backTo={backTo}
      backLabel={t('support:actions.backToTickets')}
      notice={notice}
      onReply={async (message, files) => {
        try {
          await reply.mutateAsync({ id, message, files });
          setOutcome({ kind: 'replied' });
        } catch (error) {
          setOutcome({ kind: 'replyFailed', error });
          // A ticket closed meanwhile (409) must lose its reply form: read it again.
          void ticket.refetch();
          throw error;
        }
      }}
      onClose={async () => {
        try {
          await close.mutateAsync(id);
          setOutcome({ kind: 'closed' });
        } catch (error) {
          setOutcome({ kind: 'closeFailed', error });
          throw error;
        }
      }}
    />
  );
}
