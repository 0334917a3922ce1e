import { TICKET_CATEGORIES, TICKET_PRIORITIES } from '@pitchside/contract/support';
import { Headset, LifeBuoy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useMediaQuery } from '@/lib/use-media-query';
import { useQueue, type QueueFilters, type QueueStatus } from '../api/get-queue';
import { QueueFiltersBar } from '../components/queue-filters';
import { QueueList } from '../components/queue-list';
import { StaffTicketPanel } from '../components/staff-ticket-panel';

const STATUSES: readonly QueueStatus[] = ['all', 'open', 'waitingSupport', 'waitingPlayer', 'closed'];

function oneOf<T extends string>(list: readonly T[], value: string | null): T | undefined {
  return list.find((item) => item === value);
}

/** Filters, page and open ticket live in the address, so a link to one ticket can be shared among staff. */
function readFilters(params: URLSearchParams): QueueFilters {
  const page = Number(params.get('page'));
  return {
    status: oneOf(STATUSES, params.get('status')) ?? 'all',
    category: oneOf(TICKET_CATEGORIES, params.get('category')),
    priority: oneOf(TICKET_PRIORITIES, params.get('priority')),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function toSearch(filters: QueueFilters, extra: Record<string, string> = {}): string {
  const search = new URLSearchParams();
  if (filters.status !== 'all') search.set('status', filters.status);
  if (filters.category) search.set('category', filters.category);
  if (filters.priority) search.set('priority', filters.priority);
  if (filters.page > 1) search.set('page', String(filters.page));
  for (const [key, value] of Object.entries(extra)) search.set(key, value);
  return `?${search}`;
}

export function StaffConsolePage() {
  const { t } = useTranslation('staff');
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const ticketId = Number(params.get('ticket'));
  const openTicket = Number.isInteger(ticketId) && ticketId > 0 ? ticketId : undefined;
  const queue = useQueue(filters);
  const narrow = useMediaQuery('(max-width: 639px)');
  const centreLink = (
    <Button asChild variant="secondary">
      <Link to="/support">
        <LifeBuoy aria-hidden="true" />
        {t('supportCentre')}
      </Link>
    </Button>
  );
  const go = (next: QueueFilters) => setParams(new URLSearchParams(toSearch(next).slice(1)));

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        icon={<Headset />}
        actions={!narrow && centreLink}
      />
      {/* On a phone the button gets a row of its own instead of squeezing the title. */}
      {narrow && <div className="-mt-2 mb-6">{centreLink}</div>}
      {openTicket ? (
        <StaffTicketPanel key={openTicket} id={openTicket} backTo={toSearch(filters)} />
      ) : (
        <div className="flex flex-col gap-6">
          <QueueFiltersBar
            filters={filters}
            counts={queue.data?.counts}
            onChange={(next) => go({ ...next, page: 1 })}
          />
          <QueueList
            query={queue}
            page={filters.page}
            onPageChange={(page) => go({ ...filters, page })}
            ticketHref={(id) => toSearch(filters, { ticket: String(id) })}
          />
        </div>
      )}
    </>
  );
}
