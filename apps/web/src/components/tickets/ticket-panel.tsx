import type { UseQueryResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { TicketDetail } from './ticket-detail';
import { useTicketFailureReason } from './ticket-failure';
import { TicketLoadError, TicketLoading } from './ticket-load-states';
import type { TicketDetailData } from './ticket-conversation';

type Say = (t: TFunction<['support', 'staff', 'errors']>) => string;
/**
 * What the last action on the ticket came to, shown above it: done (a message) or failed (a title
 * over the failure's reason). Texts are functions of `t`, so they follow a change of language.
 */
export type TicketOutcome = { done: Say } | { failed: Say; error: unknown };

type DetailProps = Omit<ComponentProps<typeof TicketDetail>, 'ticket' | 'notice' | 'onReply' | 'onClose'>;

/** Runs an action on the ticket and keeps its outcome; a failure is passed on to the caller too. */
export function useTicketOutcome(initial?: TicketOutcome) {
  const [outcome, setOutcome] = useState(initial);
  const attempt = async (run: () => Promise<unknown>, done: Say, failed: Say, afterFailure?: () => void) => {
    try {
      await run();
      setOutcome({ done });
    } catch (error) {
      setOutcome({ failed, error });
      afterFailure?.();
      throw error;
    }
  };
  return { outcome, setOutcome, attempt };
}

/**
 * One ticket for the player or the staff: loading, its load error with Retry, then the ticket with
 * its reply and close actions and the notice of the last action's outcome.
 */
export function TicketPanel<T extends TicketDetailData>({
  id,
  ticket,
  outcome,
  reply,
  close,
  detail,
}: {
  id: number;
  ticket: UseQueryResult<T>;
  outcome: ReturnType<typeof useTicketOutcome>;
  /** The viewer's reply and close calls (the player's or the staff's), for this ticket's id. */
  reply: { mutateAsync: (reply: { id: number; message: string; files: File[] }) => Promise<unknown> };
  close: { mutateAsync: (id: number) => Promise<unknown> };
  /** The viewer's side of the ticket, once it has loaded. */
  detail: (data: T) => DetailProps;
}) {
  const { t } = useTranslation(['support', 'staff', 'errors']);
  const last = outcome.outcome;
  const failureReason = useTicketFailureReason(last && 'error' in last ? last.error : undefined);

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

  const notice = !last ? undefined : 'done' in last ? (
    <Alert severity="low">{last.done(t)}</Alert>
  ) : (
    <Alert severity="high" title={last.failed(t)} onDismiss={() => outcome.setOutcome(undefined)}>
      {failureReason}
    </Alert>
  );

  return (
    <TicketDetail
      {...detail(ticket.data)}
      ticket={ticket.data}
      notice={notice}
      onReply={(message, files) =>
        outcome.attempt(
          () => reply.mutateAsync({ id, message, files }),
          (tr) => tr('support:detail.replySent'),
          (tr) => tr('support:detail.replyFailed'),
          // A ticket closed meanwhile (409) must lose its reply form: read it again.
          () => void ticket.refetch(),
        )
      }
      onClose={() =>
        outcome.attempt(
          () => close.mutateAsync(id),
          (tr) => tr('support:detail.closed'),
          (tr) => tr('support:detail.closeFailed'),
        )
      }
    />
  );
}
