import { TICKET_PRIORITIES, type ticketSummary } from '@pitchside/contract/support';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TicketDetail } from '@/components/tickets/ticket-detail';
import { useTicketFailureReason } from '@/components/tickets/ticket-failure';
import { TicketLoadError, TicketLoading } from '@/components/tickets/ticket-load-states';
import { PRIORITY_KEYS, type TicketPriority } from '@/components/tickets/ticket-labels';
import { Alert } from '@/components/ui/alert';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { useCloseTicketAsStaff } from '../api/close-ticket-as-staff';
import { queueKey, type QueuePage } from '../api/get-queue';
import { useStaffTicket } from '../api/get-staff-ticket';
import { useReplyAsStaff } from '../api/reply-as-staff';
import { useSetTicketPriority } from '../api/set-ticket-priority';
import { TicketPlayerSummary } from './ticket-player-summary';

type Player = NonNullable<z.infer<typeof ticketSummary>['player']>;

type Outcome =
  | { kind: 'replied' }
  | { kind: 'closed' }
  | { kind: 'priority'; priority: TicketPriority }
  | { kind: 'replyFailed' | 'closeFailed' | 'priorityFailed'; error: unknown };

/** The ticket's player as the queue listed them: shown until the ticket detail (which names them) loads. */
function usePlayerFromQueue(id: number): Player | undefined {
  const queryClient = useQueryClient();
  for (const [, page] of queryClient.getQueriesData<QueuePage>({ queryKey: queueKey })) {
    const player = page?.data.find((ticket) => ticket.id === id)?.player;
    if (player) return player;
  }
  return undefined;
}

/** Bytes in megabytes, in the reader's language ("12.5 MB"). */
const megabytes = (bytes: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
    bytes / 1024 / 1024,
  );

export function StaffTicketPanel({ id, backTo }: { id: number; backTo: string }) {
  const { t, i18n } = useTranslation(['staff', 'support', 'errors']);
  const ticket = useStaffTicket(id);
  const reply = useReplyAsStaff();
  const close = useCloseTicketAsStaff();
  const priority = useSetTicketPriority();
  const queuedPlayer = usePlayerFromQueue(id);
  const player = ticket.data?.player ?? queuedPlayer;
  const [outcome, setOutcome] = useState<Outcome>();
  const failure = outcome && 'error' in outcome ? outcome.error : undefined;
  const failureReason = useTicketFailureReason(failure);

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

  const data = ticket.data;
  const playerName =
    player?.nickname ??
    data.replies.find((entry) => entry.author === 'player')?.authorName ??
    t('support:detail.player');

  const notice = (() => {
    if (!outcome) return undefined;
    switch (outcome.kind) {
      case 'replied':
        return <Alert severity="low">{t('support:detail.replySent')}</Alert>;
      case 'closed':
        return <Alert severity="low">{t('support:detail.closed')}</Alert>;
      case 'priority':
        return (
          <Alert severity="low">
            {t('staff:detail.priorityChanged', { priority: t(`support:${PRIORITY_KEYS[outcome.priority]}`) })}
          </Alert>
        );
      default: {
        const title = {
          replyFailed: t('support:detail.replyFailed'),
          closeFailed: t('support:detail.closeFailed'),
          priorityFailed: t('staff:detail.priorityFailed'),
        }[outcome.kind];
        return (
          <Alert severity="high" title={title} onDismiss={() => setOutcome(undefined)}>
            {failureReason}
          </Alert>
        );
      }
    }
  })();

  const changePriority = async (next: TicketPriority) => {
    try {
      await priority.mutateAsync({ id, priority: next });
      setOutcome({ kind: 'priority', priority: next });
    } catch (error) {
      setOutcome({ kind: 'priorityFailed', error });
    }
  };

  return (
    <TicketDetail
      ticket={data}
      viewer="staff"
      playerName={playerName}
      backTo={backTo}
      backLabel={t('staff:detail.back')}
      notice={notice}
      replyHint={t('staff:detail.replyAs')}
      extra={
        <div className="flex flex-wrap items-end gap-x-8 gap-y-4">
          <div className="min-w-0 text-sm">
            <p className="text-xs text-fg-muted">{t('staff:detail.player')}</p>
            <p className="mt-1 break-words text-fg">
              {player
                ? t('staff:detail.playerValue', { nickname: player.nickname, email: player.email })
                : playerName}
            </p>
            {player?.attachmentBytes !== undefined && (
              <p className="mt-1 text-xs text-fg-muted" data-testid="player-attachment-use">
                {t('staff:detail.attachmentUse', {
                  used: megabytes(player.attachmentBytes, i18n.language),
                  quota:
                    player.attachmentQuotaBytes !== undefined
                      ? megabytes(player.attachmentQuotaBytes, i18n.language)
                      : '∞',
                })}
              </p>
            )}
          </div>
          <Field label={t('staff:detail.changePriority')} className="w-full sm:w-56">
            {(control) => (
              <Select
                {...control}
                value={data.priority}
                disabled={priority.isPending}
                onChange={(event) => void changePriority(event.target.value as TicketPriority)}
              >
                {TICKET_PRIORITIES.map((value) => (
                  <option key={value} value={value}>
                    {t(`support:${PRIORITY_KEYS[value]}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {player && data.playerSummary && (
            <TicketPlayerSummary playerId={player.id} ticketId={data.id} summary={data.playerSummary} />
          )}
        </div>
      }
      onReply={async (message, files) => {
        try {
          await reply.mutateAsync({ id, message, files });
          setOutcome({ kind: 'replied' });
        } catch (error) {
          setOutcome({ kind: 'replyFailed', error });
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
