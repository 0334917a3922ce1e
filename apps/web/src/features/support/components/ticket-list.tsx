import type { ticketSummary } from '@pitchside/contract/support';
import { ChevronRight, MessageSquarePlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { TicketPriorityBadge, TicketStatusBadge } from '@/components/tickets/ticket-badges';
import { formatTicketDate } from '@/components/tickets/ticket-dates';
import { CATEGORY_KEYS } from '@/components/tickets/ticket-labels';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatNumber } from '@/lib/format/format-number';
import { TICKETS_PAGE_SIZE, useTickets, type TicketTab } from '../api/get-tickets';
import { TicketStats } from './ticket-stats';

export const TICKET_TABS: TicketTab[] = ['all', 'open', 'waitingSupport', 'waitingPlayer', 'closed'];

interface TicketListProps {
  tab: TicketTab;
  page: number;
  onTabChange: (tab: TicketTab) => void;
  onPageChange: (page: number) => void;
  /** Link target of one ticket (keeps the tab and page for the way back). */
  ticketHref: (id: number) => string;
  newTicketHref: string;
}

/** The player's tickets: stats, one tab per status with its count, the page of tickets, pagination. */
export function TicketList({
  tab,
  page,
  onTabChange,
  onPageChange,
  ticketHref,
  newTicketHref,
}: TicketListProps) {
  const { t, i18n } = useTranslation('support');
  const tickets = useTickets(tab, page);
  const counts = tickets.data?.counts;
  const pageCount = tickets.data ? Math.max(1, Math.ceil(tickets.data.total / TICKETS_PAGE_SIZE)) : 1;

  return (
    <div className="flex flex-col gap-5">
      {counts ? (
        <TicketStats counts={counts} />
      ) : (
        tickets.isPending && (
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-[5.5rem] rounded-xl" />
            ))}
          </div>
        )
      )}
      <Tabs value={tab} onValueChange={(value) => onTabChange(value as TicketTab)}>
        <TabsList aria-label={t('tabs.label')} className="w-full max-sm:flex-wrap sm:w-auto">
          {TICKET_TABS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {t(`tabs.${value}`)}
              <span className="min-w-6 rounded-full bg-white/[0.08] px-1.5 py-0.5 text-center text-xs tabular-nums">
                {counts ? formatNumber(counts[value], i18n.language) : '–'}
              </span>
            </TabsTrigger>
          ))}
        </TabsList>
        {TICKET_TABS.map((value) => (
          <TabsContent key={value} value={value}>
            {value === tab && (
              <TicketPage
                query={tickets}
                emptyDescription={tab === 'all' ? t('list.emptyAll') : t('list.emptyStatus')}
                ticketHref={ticketHref}
                newTicketHref={newTicketHref}
              />
            )}
          </TabsContent>
        ))}
      </Tabs>
      <Pagination
        page={page}
        pageCount={pageCount}
        onPageChange={onPageChange}
        disabled={tickets.isPlaceholderData}
      />
    </div>
  );
}

type Summary = z.infer<typeof ticketSummary>;

interface TicketPageProps {
  query: ReturnType<typeof useTickets>;
  emptyDescription: string;
  ticketHref: (id: number) => string;
  newTicketHref: string;
}

function TicketPage({ query, emptyDescription, ticketHref, newTicketHref }: TicketPageProps) {
  const { t } = useTranslation('support');
  if (query.isPending) {
    return (
      <div aria-busy="true" aria-label={t('list.loading')} className="flex flex-col gap-2">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-24 rounded-xl" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <Card>
        <ErrorState
          message={t('list.error')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Card>
    );
  }
  if (query.data.data.length === 0) {
    return (
      <Card>
        <EmptyState
          title={t('list.empty')}
          description={emptyDescription}
          action={
            <Button asChild>
              <Link to={newTicketHref}>
                <MessageSquarePlus aria-hidden="true" />
                {t('actions.newTicket')}
              </Link>
            </Button>
          }
        />
      </Card>
    );
  }
  return (
    <ul aria-label={t('list.heading')} className="flex flex-col gap-2" aria-busy={query.isPlaceholderData}>
      {query.data.data.map((ticket) => (
        <li key={ticket.id}>
          <TicketRow ticket={ticket} href={ticketHref(ticket.id)} />
        </li>
      ))}
    </ul>
  );
}

function TicketRow({ ticket, href }: { ticket: Summary; href: string }) {
  const { t, i18n } = useTranslation('support');
  return (
    <Link
      to={href}
      className="focus-ring group flex items-center gap-3 rounded-xl border border-border bg-surface/90 px-4 py-3.5 shadow-raised transition-colors hover:border-border-strong hover:bg-surface-2"
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-fg-muted">
          <span className="font-mono">{ticket.ticketId}</span>
          <span aria-hidden="true">·</span>
          <span>{t(CATEGORY_KEYS[ticket.category])}</span>
        </div>
        <p dir="auto" className="mt-1 truncate font-semibold text-fg">
          {ticket.subject}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <TicketStatusBadge status={ticket.status} viewer="player" />
          <TicketPriorityBadge priority={ticket.priority} />
          {ticket.newReplies > 0 && (
            <Badge variant="upgraded" withIcon={false}>
              {t('list.newReplies', { count: ticket.newReplies })}
            </Badge>
          )}
          <span className="text-xs text-fg-muted">
            {t('list.updated', { date: formatTicketDate(ticket.updatedAt, i18n.language) })}
          </span>
        </div>
      </div>
      <ChevronRight
        aria-hidden="true"
        className="size-5 shrink-0 text-fg-subtle transition-transform group-hover:translate-x-0.5 rtl:rotate-180 rtl:group-hover:-translate-x-0.5"
      />
    </Link>
  );
}
