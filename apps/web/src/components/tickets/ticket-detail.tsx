import { Lock } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { BackLink } from './back-link';
import { CloseTicketDialog } from './close-ticket-dialog';
import { ReplyForm } from './reply-form';
import { TicketPriorityBadge, TicketStatusBadge } from './ticket-badges';
import { TicketConversation, type TicketDetailData } from './ticket-conversation';
import { formatTicketDate } from './ticket-dates';
import { CATEGORY_KEYS, type TicketViewer } from './ticket-labels';

interface TicketDetailProps {
  ticket: TicketDetailData;
  viewer: TicketViewer;
  playerName: string;
  backTo: string;
  backLabel: string;
  onReply: (message: string, files: File[]) => Promise<unknown>;
  onClose: () => Promise<unknown>;
  /** A failure or success of the last action, shown above the conversation. */
  notice?: ReactNode;
  /** Staff-only facts and controls (player, priority). */
  extra?: ReactNode;
  replyHint?: string;
}

/** One ticket: its facts, the conversation, and the reply form, or the closed notice once closed. */
export function TicketDetail({
  ticket,
  viewer,
  playerName,
  backTo,
  backLabel,
  onReply,
  onClose,
  notice,
  extra,
  replyHint,
}: TicketDetailProps) {
  const { t, i18n } = useTranslation('support');
  const headingId = useId();
  const replyHeadingId = useId();
  const [confirming, setConfirming] = useState(false);
  const [closing, setClosing] = useState(false);
  const closed = ticket.status === 'closed';

  const confirmClose = async () => {
    setClosing(true);
    try {
      await onClose();
    } catch {
      /* the caller shows "Failed to close ticket" */
    } finally {
      setClosing(false);
      setConfirming(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5">
      <BackLink to={backTo}>{backLabel}</BackLink>

      <Card className="p-5 sm:p-6">
        <div className="flex flex-wrap items-start gap-4">
          <div className="min-w-0 flex-1">
            <p className="font-mono text-xs text-fg-muted">{ticket.ticketId}</p>
            <h2
              id={headingId}
              dir="auto"
              className="mt-1 break-words text-xl font-semibold text-fg sm:text-2xl"
            >
              {ticket.subject}
            </h2>
          </div>
          {!closed && (
            <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
              <Lock aria-hidden="true" />
              {t('actions.closeTicket')}
            </Button>
          )}
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-xs text-fg-muted">{t('detail.status')}</dt>
            <dd className="mt-1">
              <TicketStatusBadge status={ticket.status} viewer={viewer} />
            </dd>
          </div>
          <div>
            <dt className="text-xs text-fg-muted">{t('detail.priority')}</dt>
            <dd className="mt-1">
              <TicketPriorityBadge priority={ticket.priority} />
            </dd>
          </div>
          <div>
            <dt className="text-xs text-fg-muted">{t('detail.category')}</dt>
            <dd className="mt-1 text-fg">{t(CATEGORY_KEYS[ticket.category])}</dd>
          </div>
          <div>
            <dt className="text-xs text-fg-muted">{t('detail.openedLabel')}</dt>
            <dd className="mt-1 text-fg">
              <time dateTime={ticket.createdAt}>{formatTicketDate(ticket.createdAt, i18n.language)}</time>
            </dd>
          </div>
        </dl>
        {extra && <div className="mt-5 border-t border-border pt-5">{extra}</div>}
      </Card>

      {notice}

      <div>
        <h3 className="display-caps mb-3 text-lg text-fg">{t('detail.conversation')}</h3>
        <TicketConversation ticket={ticket} viewer={viewer} playerName={playerName} />
      </div>

      {closed ? (
        <Alert severity="low">{t('detail.closedNotice')}</Alert>
      ) : (
        <Card className="p-5 sm:p-6" role="region" aria-labelledby={replyHeadingId}>
          <h3 id={replyHeadingId} className="display-caps mb-4 text-lg text-fg">
            {t('detail.replyHeading')}
          </h3>
          <ReplyForm onSubmit={onReply} hint={replyHint} />
        </Card>
      )}

      <CloseTicketDialog
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => void confirmClose()}
        pending={closing}
      />
    </section>
  );
}
