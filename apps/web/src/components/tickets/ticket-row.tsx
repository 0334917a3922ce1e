import type { ticketSummary } from '@pitchside/contract/support';
import type { UseQueryResult } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { TicketPriorityBadge, TicketStatusBadge } from './ticket-badges';
import { CATEGORY_KEYS, type TicketViewer } from './ticket-labels';

type Summary = z.infer<typeof ticketSummary>;

/**
 * One ticket in a list, a link to it: its id and category (then `meta`), its subject, its status and
 * priority (then `children`), and a chevron that points the reading way.
 */
export function TicketRow({
  ticket,
  href,
  viewer,
  meta,
  children,
}: {
  ticket: Summary;
  href: string;
  viewer: TicketViewer;
  meta?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation('support');
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
          {meta}
        </div>
        <p dir="auto" className="mt-1 truncate font-semibold text-fg">
          {ticket.subject}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <TicketStatusBadge status={ticket.status} viewer={viewer} />
          <TicketPriorityBadge priority={ticket.priority} />
          {children}
        </div>
      </div>
      <ChevronRight
        aria-hidden="true"
        className="size-5 shrink-0 text-fg-subtle transition-transform group-hover:translate-x-0.5 rtl:rotate-180 rtl:group-hover:-translate-x-0.5"
      />
    </Link>
  );
}

/** A page of tickets on its way (row-shaped skeletons) or failed (the message and Retry); else the page. */
export function TicketPageStates<T>({
  query,
  rows,
  loadingLabel,
  errorMessage,
  children,
}: {
  query: UseQueryResult<T>;
  rows: number;
  loadingLabel?: string;
  errorMessage: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div aria-busy="true" aria-label={loadingLabel} className="flex flex-col gap-2">
        {Array.from({ length: rows }, (_, i) => (
          <Skeleton key={i} className="h-24 rounded-xl" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <Card>
        <ErrorState message={errorMessage} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </Card>
    );
  }
  return children(query.data);
}
