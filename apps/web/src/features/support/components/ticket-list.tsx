import type { ticketSummary } from '@pitchside/contract/support';
import { MessageSquarePlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { formatTicketDate } from '@/components/tickets/ticket-dates';
import { TicketPageStates, TicketRow } from '@/components/tickets/ticket-row';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
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
  return (
    <TicketPageStates query={query} rows={3} loadingLabel={t('list.loading')} errorMessage={t('list.error')}>
      {(data) =>
        data.data.length === 0 ? (
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
        ) : (
          <ul
            aria-label={t('list.heading')}
            className="flex flex-col gap-2"
            aria-busy={query.isPlaceholderData}
          >
            {data.data.map((ticket) => (
              <li key={ticket.id}>
                <PlayerTicketRow ticket={ticket} href={ticketHref(ticket.id)} />
              </li>
            ))}
          </ul>
        )
      }
    </TicketPageStates>
  );
}

function PlayerTicketRow({ ticket, href }: { ticket: Summary; href: string }) {
  const { t, i18n } = useTranslation('support');
  return (
    <TicketRow ticket={ticket} href={href} viewer="player">
      {ticket.newReplies > 0 && (
        <Badge variant="upgraded" withIcon={false}>
          {t('list.newReplies', { count: ticket.newReplies })}
        </Badge>
      )}
      <span className="text-xs text-fg-muted">
        {t('list.updated', { date: formatTicketDate(ticket.updatedAt, i18n.language) })}
      </span>
    </TicketRow>
  );
}
