import { CircleCheck, Coins, Gift, LogIn, Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api/api-error';
import { formatNumber } from '@/lib/format/format-number';
import { useModalStore } from '@/lib/modals/modal-store';
import { useSessionUser, useIsLoggedIn } from '@/lib/session/session';
import { useFreeDailyEligibility } from '../api/free-daily-eligibility';
import { useClaimFreeTickets } from '../api/free-ticket-claim';
import { DailyCountdown } from '../components/daily-countdown';

export function FreeTicketPage() {
  const { t } = useTranslation(['routes', 'offers']);
  return (
    <>
      <PageHeader title={t('routes:freeTicket')} icon={<Gift />} description={t('offers:free.description')} />
      <div className="mx-auto grid max-w-2xl gap-4">
        <FreeGiftCard />
        <HowItWorks />
      </div>
    </>
  );
}

function FreeGiftCard() {
  const { t, i18n } = useTranslation('offers');
  const loggedIn = useIsLoggedIn();
  const rawId = useSessionUser()?.id;
  const userId = loggedIn && typeof rawId === 'number' ? rawId : undefined;
  const openModal = useModalStore((state) => state.openModal);
  const eligibility = useFreeDailyEligibility(userId);
  const claim = useClaimFreeTickets(userId);

  if (userId === undefined) {
    // The route is for logged-in players; this covers a session that ends while the page is open.
    return (
      <Card className="flex flex-col items-center gap-4 p-8 text-center">
        <p className="text-fg">{t('free.loginRequired')}</p>
        <Button onClick={() => openModal('login')}>
          <LogIn aria-hidden="true" />
          {t('free.login')}
        </Button>
      </Card>
    );
  }
  if (eligibility.isPending) {
    return (
      <Card className="flex flex-col items-center gap-4 p-8" aria-busy="true">
        <span className="sr-only" role="status">
          {t('free.checking')}
        </span>
        <Skeleton className="size-20 rounded-full" />
        <Skeleton className="h-8 w-40" />
        <Skeleton className="h-12 w-56" />
      </Card>
    );
  }
  if (eligibility.isError) {
    return (
      <Card>
        <ErrorState
          message={t('free.eligibilityFailed')}
          onRetry={() => void eligibility.refetch()}
          retrying={eligibility.isFetching}
        />
      </Card>
    );
  }

  const { canPurchase, tickets, webPoints, nextDeadline } = eligibility.data;
  const claimed = claim.isSuccess ? claim.data : null;
  const alreadyClaimed = isApiError(claim.error) && claim.error.status === 409;
  const amount = formatNumber(claimed?.tickets ?? tickets, i18n.language);

  return (
    <Card className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-48 bg-linear-to-b from-primary/20 via-primary/5 to-transparent"
      />
      <div className="relative flex flex-col items-center gap-5 p-6 text-center sm:p-8">
        <span
          aria-hidden="true"
          className="grid size-20 place-items-center rounded-full border border-primary/40 bg-primary-soft text-primary shadow-glow [&_svg]:size-10"
        >
          {canPurchase ? <Gift /> : <CircleCheck />}
        </span>
        <div>
          <h2 className="display-caps text-2xl text-fg sm:text-3xl">
            {canPurchase ? t('free.readyTitle') : t('claimedToday')}
          </h2>
          <p className="mt-2 inline-flex items-center gap-2 font-display text-xl font-bold text-primary">
            <Ticket aria-hidden="true" className="size-5" />
            {t('free.tickets', { count: claimed?.tickets ?? tickets, amount })}
          </p>
          {webPoints > 0 && (
            <p className="mt-1 flex items-center justify-center gap-2 text-sm font-semibold text-fg">
              <Coins aria-hidden="true" className="size-4 text-primary" />
              {t('free.webPoints', { count: webPoints, amount: formatNumber(webPoints, i18n.language) })}
            </p>
          )}
        </div>

        {claimed && (
          <Alert severity="low" title={t('free.success')} className="w-full text-start">
            {t('free.successDetail', { count: claimed.tickets, amount })}
          </Alert>
        )}
        {claim.isError && (
          <Alert severity={alreadyClaimed ? 'warning' : 'high'} className="w-full text-start">
            {alreadyClaimed ? t('free.claimedMessage') : t('free.claimFailed')}
          </Alert>
        )}

        {canPurchase ? (
          <Button
            size="lg"
            className="w-full sm:w-auto"
            onClick={() => claim.mutate()}
            loading={claim.isPending}
          >
            {!claim.isPending && <Gift aria-hidden="true" />}
            {claim.isPending ? t('free.claiming') : t('free.claim')}
          </Button>
        ) : (
          <>
            {!alreadyClaimed && <p className="max-w-md text-sm text-fg-muted">{t('free.claimedMessage')}</p>}
            <DailyCountdown
              until={nextDeadline}
              label={t('free.nextIn')}
              onDone={() => {
                claim.reset();
                void eligibility.refetch();
              }}
              className="w-full max-w-xs text-start"
            />
          </>
        )}
      </div>
    </Card>
  );
}

function HowItWorks() {
  const { t } = useTranslation('offers');
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="font-display text-lg font-bold uppercase tracking-wide text-fg">
        {t('free.rules.title')}
      </h2>
      <ul className="mt-3 list-disc space-y-1.5 ps-5 text-sm text-fg-muted marker:text-primary">
        <li>{t('free.rules.once')}</li>
        <li>{t('free.rules.reset')}</li>
        <li>{t('free.rules.delivery')}</li>
      </ul>
    </Card>
  );
}
