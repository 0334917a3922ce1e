import type { ticketDetail } from '@pitchside/contract/support';
import { Headset, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { cn } from '@/lib/cn';
import { AttachmentList, type TicketAttachment } from './attachment-list';
import { formatTicketDate } from './ticket-dates';
import type { TicketViewer } from './ticket-labels';

export type TicketDetailData = z.infer<typeof ticketDetail>;

interface Entry {
  key: string;
  author: 'player' | 'support';
  authorName: string;
  message: string;
  createdAt: string;
  attachments: TicketAttachment[];
}

interface TicketConversationProps {
  ticket: TicketDetailData;
  viewer: TicketViewer;
  /** Who opened the ticket, for its first message (the detail carries no name for it). */
  playerName: string;
}

/**
 * The ticket's description as its first message, then every reply in order. Staff replies always
 * read "Support Team" (spec §6), never the staff member's own name.
 */
export function TicketConversation({ ticket, viewer, playerName }: TicketConversationProps) {
  const { t, i18n } = useTranslation('support');
  const entries: Entry[] = [
    {
      key: 'opening',
      author: 'player',
      authorName: playerName,
      message: ticket.description,
      createdAt: ticket.createdAt,
      attachments: ticket.attachments,
    },
    ...ticket.replies.map((reply) => ({ ...reply, key: String(reply.id) })),
  ];

  const nameOf = (entry: Entry) => {
    if (entry.author === 'support') return t('detail.supportTeam');
    return viewer === 'player' ? t('detail.you') : entry.authorName || t('detail.player');
  };

  return (
    <ol aria-label={t('detail.conversation')} className="flex flex-col gap-4">
      {entries.map((entry) => {
        const fromSupport = entry.author === 'support';
        return (
          <li
            key={entry.key}
            data-author={entry.author}
            className={cn(
              'flex gap-3',
              // The other side's messages sit at the start, one's own at the end, like any chat.
              (viewer === 'staff') === fromSupport && 'flex-row-reverse',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'mt-1 grid size-9 shrink-0 place-items-center rounded-full [&_svg]:size-4',
                fromSupport ? 'bg-primary-soft text-primary' : 'bg-surface-3 text-fg-muted',
              )}
            >
              {fromSupport ? <Headset /> : <UserRound />}
            </span>
            <article
              className={cn(
                'min-w-0 max-w-[46rem] flex-1 rounded-xl border px-4 py-3',
                fromSupport ? 'border-primary/30 bg-primary/[0.07]' : 'border-border bg-surface-2',
              )}
            >
              <header className="mb-1.5 flex flex-wrap items-baseline gap-x-3 gap-y-0.5">
                <p className={cn('text-sm font-semibold', fromSupport ? 'text-primary' : 'text-fg')}>
                  {nameOf(entry)}
                </p>
                <time dateTime={entry.createdAt} className="text-xs text-fg-muted">
                  {formatTicketDate(entry.createdAt, i18n.language)}
                </time>
              </header>
              <p dir="auto" className="whitespace-pre-wrap break-words text-sm leading-relaxed text-fg">
                {entry.message}
              </p>
              <AttachmentList attachments={entry.attachments} />
            </article>
          </li>
        );
      })}
    </ol>
  );
}
