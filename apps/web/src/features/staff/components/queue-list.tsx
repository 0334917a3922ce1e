import type { ticketSummary } from '@pitchside/contract/support';
import { Headset, UserRound } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formatTicketDate } from '@/components/tickets/ticket-dates';
import { TicketPageStates, TicketRow } from '@/components/tickets/ticket-row';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { QUEUE_PAGE_SIZE, type useQueue } from '../api/get-queue';

interface QueueListProps {
  query: ReturnType<typeof useQueue>;
  page: number;
  onPageChange: (page: number) => void;
  ticketHref: (id: number) => string;
}

export function QueueList({ query, page, onPageChange, ticketHref }: QueueListProps) {
  const { t } = useTranslation('staff');
  const headingId = useId();
  const total = query.data?.total ?? 0;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="display-caps text-2xl text-fg">
          {t('queue.heading')}
        </h2>
        {query.data && (
          <p className="text-sm text-fg-muted" aria-live="polite">
            {t('queue.total', { count: total })}
          </p>
        )}
      </div>
      <TicketPageStates query={query} rows={4} errorMessage={t('queue.error')}>
        {(data) =>
          data.data.length === 0 ? (
            <Card>
              <EmptyState title={t('queue.empty')} description={t('queue.emptyHint')} />
            </Card>
          ) : (
            <ol
              className="flex flex-col gap-2"
              aria-labelledby={headingId}
              aria-busy={query.isPlaceholderData}
            >
              {data.data.map((ticket) => (
                <li key={ticket.id}>
                  <QueueRow ticket={ticket} href={ticketHref(ticket.id)} />
                </li>
              ))}
            </ol>
          )
        }
      </TicketPageStates>
      <Pagination
        page={page}
        pageCount={Math.max(1, Math.ceil(total / QUEUE_PAGE_SIZE))}
        onPageChange={onPageChange}
        disabled={query.isPlaceholderData}
      />
    </section>
  );
}

function QueueRow({ ticket, href }: { ticket: z.infer<typeof ticketSummary>; href: string }) {
  const { t, i18n } = useTranslation(['staff', 'support']);
  const date = (iso: string) => formatTicketDate(iso, i18n.language);
  return (
    <TicketRow
      ticket={ticket}
      href={href}
      viewer="staff"
      meta={
        ticket.player && (
          <>
            <span aria-hidden="true">·</span>
            <span className="min-w-0 truncate">
              {t('staff:detail.playerValue', {
                nickname: ticket.player.nickname,
                email: ticket.player.email,
              })}
            </span>
          </>
        )
      }
    >
      <span className="text-xs text-fg-muted">
        {t('staff:queue.opened', { date: date(ticket.createdAt) })}
      </span>
      {ticket.lastReplyBy && (
        <span className="inline-flex items-center gap-1 text-xs text-fg-muted">
          {ticket.lastReplyBy === 'support' ? (
            <Headset aria-hidden="true" className="size-3.5" />
          ) : (
            <UserRound aria-hidden="true" className="size-3.5" />
          )}
          {ticket.lastReplyBy === 'support'
            ? t('staff:queue.lastReplySupport')
            : t('staff:queue.lastReplyPlayer')}
        </span>
      )}
    </TicketRow>
  );
}
