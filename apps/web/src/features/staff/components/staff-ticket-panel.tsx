import type { ticketSummary } from '@pitchside/contract/support';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PriorityOptions } from '@/components/tickets/priority-options';
import { PRIORITY_KEYS, type TicketPriority } from '@/components/tickets/ticket-labels';
import { TicketPanel, useTicketOutcome } from '@/components/tickets/ticket-panel';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { useCloseTicketAsStaff } from '../api/close-ticket-as-staff';
import { queueKey, type QueuePage } from '../api/get-queue';
import { useStaffTicket } from '../api/get-staff-ticket';
import { useReplyAsStaff } from '../api/reply-as-staff';
import { useSetTicketPriority } from '../api/set-ticket-priority';
import { TicketPlayerSummary } from './ticket-player-summary';

type Player = NonNullable<z.infer<typeof ticketSummary>['player']>;

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
  const outcome = useTicketOutcome();

  const changePriority = (next: TicketPriority) =>
    outcome
      .attempt(
        () => priority.mutateAsync({ id, priority: next }),
        (tr) => tr('staff:detail.priorityChanged', { priority: tr(`support:${PRIORITY_KEYS[next]}`) }),
        (tr) => tr('staff:detail.priorityFailed'),
      )
      .catch(() => {
        /* shown as the outcome */
      });

  return (
    <TicketPanel
      id={id}
      ticket={ticket}
      outcome={outcome}
      reply={reply}
      close={close}
      detail={(data) => {
        const playerName =
          player?.nickname ??
          data.replies.find((entry) => entry.author === 'player')?.authorName ??
          t('support:detail.player');
        return {
          viewer: 'staff',
          playerName,
          backTo,
          backLabel: t('staff:detail.back'),
          replyHint: t('staff:detail.replyAs'),
          extra: (
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
                    <PriorityOptions />
                  </Select>
                )}
              </Field>
              {player && data.playerSummary && (
                <TicketPlayerSummary playerId={player.id} ticketId={data.id} summary={data.playerSummary} />
              )}
            </div>
          ),
        };
      }}
    />
  );
}
