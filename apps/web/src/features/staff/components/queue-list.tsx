import type { ticketSummary } from '@pitchside/contract/support';
import { ChevronRight, Headset, UserRound } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { TicketPriorityBadge, TicketStatusBadge } from '@/components/tickets/ticket-badges';
import { formatTicketDate } from '@/components/tickets/ticket-dates';
import { CATEGORY_KEYS } from '@/components/tickets/ticket-labels';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
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
      {query.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-2">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-24 rounded-xl" />
          ))}
        </div>
      ) : query.isError ? (
        <Card>
          <ErrorState
            message={t('queue.error')}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        </Card>
      ) : query.data.data.length === 0 ? (
        <Card>
          <EmptyState title={t('queue.empty')} description={t('queue.emptyHint')} />
        </Card>
      ) : (
        <ol className="flex flex-col gap-2" aria-labelledby={headingId} aria-busy={query.isPlaceholderData}>
          {query.data.data.map((ticket) => (
            <li key={ticket.id}>
              <QueueRow ticket={ticket} href={ticketHref(ticket.id)} />
            </li>
          ))}
        </ol>
      )}
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
    <Link
      to={href}
      className="focus-ring group flex items-center gap-3 rounded-xl border border-border bg-surface/90 px-4 py-3.5 shadow-raised transition-colors hover:border-border-strong hover:bg-surface-2"
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-fg-muted">
          <span className="font-mono">{ticket.ticketId}</span>
          <span aria-hidden="true">·</span>
          <span>{t(`support:${CATEGORY_KEYS[ticket.category]}`)}</span>
          {ticket.player && (
            <>
              <span aria-hidden="true">·</span>
              <span className="min-w-0 truncate">
                {t('staff:detail.playerValue', {
                  nickname: ticket.player.nickname,
                  email: ticket.player.email,
                })}
              </span>
            </>
          )}
        </div>
        <p dir="auto" className="mt-1 truncate font-semibold text-fg">
          {ticket.subject}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <TicketStatusBadge status={ticket.status} viewer="staff" />
          <TicketPriorityBadge priority={ticket.priority} />
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
        </div>
      </div>
      <ChevronRight
        aria-hidden="true"
        className="size-5 shrink-0 text-fg-subtle transition-transform group-hover:translate-x-0.5 rtl:rotate-180 rtl:group-hover:-translate-x-0.5"
      />
    </Link>
  );
}
