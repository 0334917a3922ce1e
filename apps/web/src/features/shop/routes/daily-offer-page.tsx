import { CalendarCheck, ShoppingCart, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api/api-error';
import { useCreatePaymentLink } from '../api/create-payment-link';
import { useCheckoutConsent } from '../components/checkout-consent';
import { useDailyOffer } from '../api/daily-offer';
import { DailyCountdown } from '../components/daily-countdown';
import { useResetOnBackNavigation } from '../components/offer-back-navigation';
import { OfferContents } from '../components/offer-contents';
import { OfferPrice } from '../components/offer-price';
import { useProductName } from '@/lib/i18n/product-name';
import { usePaymentErrorText } from '../lib/payment-errors';

export function DailyOfferPage() {
  const { t } = useTranslation(['routes', 'offers']);
  return (
    <>
      <PageHeader title={t('routes:dailyOffer')} icon={<Zap />} description={t('offers:daily.description')} />
      <div className="mx-auto max-w-2xl">
        <DailyOfferCard />
      </div>
    </>
  );
}

function DailyOfferCard() {
  const { t } = useTranslation('offers');
  const offer = useDailyOffer();
  const purchase = useCreatePaymentLink();
  const consent = useCheckoutConsent();
  useResetOnBackNavigation(purchase.reset);
  const paymentErrorText = usePaymentErrorText();
  const productName = useProductName();

  if (offer.isPending) {
    return (
      <Card className="flex flex-col gap-5 p-6" aria-busy="true">
        <span className="sr-only" role="status">
          {t('daily.loading')}
        </span>
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-10 w-1/3" />
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-12 w-full" />
      </Card>
    );
  }
  if (offer.isError) {
    // An inactive offer is a 404: nothing to buy today rather than a failure.
    if (isApiError(offer.error) && offer.error.status === 404) {
      return (
        <Card>
          <EmptyState title={t('daily.emptyTitle')} description={t('daily.emptyDescription')} />
        </Card>
      );
    }
    return (
      <Card>
        <ErrorState
          message={t('daily.loadError')}
          onRetry={() => void offer.refetch()}
          retrying={offer.isFetching}
        />
      </Card>
    );
  }

  const { data: product, canPurchase, nextDeadline } = offer.data;
  const refresh = () => void offer.refetch();
  const processing = purchase.isPending || purchase.isSuccess;
  const buy = () =>
    consent.ask(
      (code) =>
        purchase.mutate(code ? { variantId: product.slug, code } : product.slug, {
          // "Already claimed today" from the server: show the claimed state it reports now.
          onError: (error) => isApiError(error) && error.status === 409 && refresh(),
        }),
      { variantId: product.slug, priceCents: product.priceCents },
    );

  return (
    <Card className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-40 bg-linear-to-b from-warning/20 via-warning/5 to-transparent"
      />
      <div className="relative flex flex-col gap-5 p-5 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="display-caps text-2xl text-fg">{productName(product.slug, product.name)}</h2>
          {canPurchase ? (
            <Badge variant="warning">{t('daily.available')}</Badge>
          ) : (
            <Badge variant="success">{t('claimedToday')}</Badge>
          )}
        </div>
        <OfferPrice priceCents={product.priceCents} originalPriceCents={product.originalPriceCents} />
        <OfferContents
          items={[
            { kind: 'tickets', amount: product.tickets },
            { kind: 'vipBonus', amount: product.vipBonusTickets },
            { kind: 'energy', amount: product.energy },
            { kind: 'spins', amount: product.spins ?? 0 },
            { kind: 'webPoints', amount: product.webPoints },
          ]}
        />
        {product.vipBonusTickets > 0 && (
          <p className="text-sm text-fg-muted">
            {t('daily.vipBonusNote', { count: product.vipBonusTickets })}
          </p>
        )}

        {canPurchase ? (
          <>
            {purchase.isError && (
              <Alert severity="high">{paymentErrorText(purchase.error, 'createLink')}</Alert>
            )}
            <Button size="lg" variant="accent" onClick={buy} loading={processing}>
              {!processing && <ShoppingCart aria-hidden="true" />}
              {processing ? t('processing') : t('buyNow')}
            </Button>
            <DailyCountdown until={nextDeadline} label={t('daily.endsIn')} onDone={refresh} />
          </>
        ) : (
          <>
            <Alert severity="low">{t('daily.claimedMessage')}</Alert>
            <Button size="lg" variant="secondary" disabled>
              <CalendarCheck aria-hidden="true" />
              {t('claimedToday')}
            </Button>
            <DailyCountdown until={nextDeadline} label={t('daily.nextIn')} onDone={refresh} />
          </>
        )}
      </div>
      {consent.dialog}
    </Card>
  );
}
