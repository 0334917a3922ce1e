import { Headset, LifeBuoy, MessageSquarePlus } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { mayUse } from '@pitchside/contract/staff-roles';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyComponent } from '@/lib/lazy-component';
import { useSessionUser } from '@/lib/session/session';
import { useMediaQuery } from '@/lib/use-media-query';
import type { TicketTab } from '../api/get-tickets';
import { FaqSection } from '../components/faq-section';
import { GuestLoginPrompt } from '../components/guest-login-prompt';
import { ReplyTimes } from '../components/reply-times';
import { TICKET_TABS, TicketList } from '../components/ticket-list';

/*
 * A ticket and the new-ticket form (a form library and the tickets' schemas) are a player's, opened
 * from the list: their code comes with them, not with the page a guest reads (decision 0037).
 */
const NewTicketForm = lazyComponent(() =>
  import('../components/new-ticket-form').then((module) => module.NewTicketForm),
);
const TicketDetailPanel = lazyComponent(() =>
  import('../components/ticket-detail-panel').then((module) => module.TicketDetailPanel),
);

/** Below Tailwind's `sm`: too narrow for the header's buttons beside the title. */
const NARROW_SCREEN = '(max-width: 639px)';

const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

/**
 * The support centre. Its view lives in the address (`?status=&page=`, `?ticket=ID`, `?new=1`),
 * so the notification link `/support?ticket=ID`, reloads and the back button all land right.
 */
export function SupportPage() {
  const { t } = useTranslation('support');
  const user = useSessionUser();
  const loggedIn = user !== null;
  const isStaff = mayUse(user?.role, 'tickets');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const narrow = useMediaQuery(NARROW_SCREEN);

  const rawTab = params.get('status') as TicketTab | null;
  const tab: TicketTab = rawTab && TICKET_TABS.includes(rawTab) ? rawTab : 'all';
  const page = positive(params.get('page')) ?? 1;
  const ticketId = positive(params.get('ticket'));
  const creating = params.get('new') === '1';

  const listSearch = (next: { tab?: TicketTab; page?: number } = {}) => {
    const search = new URLSearchParams();
    const nextTab = next.tab ?? tab;
    const nextPage = next.page ?? page;
    if (nextTab !== 'all') search.set('status', nextTab);
    if (nextPage > 1) search.set('page', String(nextPage));
    const text = search.toString();
    return text ? `?${text}` : '?';
  };
  const withListState = (extra: Record<string, string>) => {
    const search = new URLSearchParams(listSearch().slice(1));
    for (const [key, value] of Object.entries(extra)) search.set(key, value);
    return `?${search}`;
  };
  const createdTicketId = (location.state as { created?: string } | null)?.created;

  const actions = (
    <>
      {isStaff && (
        <Button asChild variant="secondary">
          <Link to="/support/console">
            <Headset aria-hidden="true" />
            {t('actions.console')}
          </Link>
        </Button>
      )}
      {!creating && (
        <Button asChild>
          <Link to={withListState({ new: '1' })}>
            <MessageSquarePlus aria-hidden="true" />
            {t('actions.newTicket')}
          </Link>
        </Button>
      )}
    </>
  );

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        icon={<LifeBuoy />}
        actions={loggedIn && !narrow && actions}
      />
      {/* On a phone the buttons get a row of their own instead of squeezing the title. */}
      {loggedIn && narrow && <div className="-mt-2 mb-6 flex flex-wrap gap-2">{actions}</div>}

      {loggedIn ? (
        <div className="flex flex-col gap-10">
          {ticketId ? (
            <Suspense fallback={<PanelSkeleton />}>
              <TicketDetailPanel
                key={ticketId}
                id={ticketId}
                backTo={listSearch()}
                createdTicketId={createdTicketId}
              />
            </Suspense>
          ) : creating ? (
            <Suspense fallback={<PanelSkeleton />}>
              <NewTicketForm
                backTo={listSearch()}
                onCreated={(ticket) =>
                  void navigate(`?ticket=${ticket.id}`, { state: { created: ticket.ticketId } })
                }
              />
            </Suspense>
          ) : (
            <TicketList
              tab={tab}
              page={page}
              onTabChange={(next) =>
                setParams(new URLSearchParams(listSearch({ tab: next, page: 1 }).slice(1)))
              }
              onPageChange={(next) => setParams(new URLSearchParams(listSearch({ page: next }).slice(1)))}
              ticketHref={(id) => withListState({ ticket: String(id) })}
              newTicketHref={withListState({ new: '1' })}
            />
          )}
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
            <FaqSection />
            <div className="lg:sticky lg:top-[calc(var(--spacing-header)+1.5rem)]">
              <ReplyTimes />
            </div>
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-10">
          <div className="grid gap-4 md:grid-cols-2">
            <GuestLoginPrompt />
            <ReplyTimes />
          </div>
          <FaqSection />
        </div>
      )}
    </>
  );
}

/** Where a ticket or the form shows while its code arrives: a card's height, so nothing jumps. */
function PanelSkeleton() {
  return <Skeleton className="h-96 w-full rounded-2xl" />;
}
