import type { PurchaseConfirmation } from '@pitchside/contract/payments';
import { CheckCircle2, CreditCard, Hourglass, RefreshCw, XCircle } from 'lucide-react';
import { useCallback, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useActiveUpsell } from '../api/active-upsell';
import { useCreatePaymentLink } from '../api/create-payment-link';
import { useCheckoutConsent } from '../components/checkout-consent';
import { PurchaseSummary } from '../components/purchase-summary';
import { UpsellOffer } from '../components/upsell-offer';
import { usePaymentErrorText } from '../lib/payment-errors';
import { markUpsellClosed, markUpsellShown, mayShowUpsell, type UpsellWithDeadline } from '../lib/upsell';
import {
  usePaymentConfirmation,
  type ConfirmationOptions,
  type ConfirmationState,
} from '../lib/use-payment-confirmation';
import { StatusShell, Actions, ShopLink, BalanceLink } from '../components/confirmation-parts';

/** Options exist for tests (short retry waits); the route uses the defaults. */
export function PaymentConfirmationPage(props: ConfirmationOptions = {}) {
  const { t } = useTranslation(['routes', 'payments']);
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const { state, checkAgain } = usePaymentConfirmation(sessionId, props);
  // The card page's "cancel" comes back here with the product: nothing was charged, try again.
  const cancelledVariant = sessionId ? null : params.get('cancelled');
  if (cancelledVariant) {
    return (
      <>
        <PageHeader title={t('routes:paymentConfirmation')} icon={<CreditCard />} />
        <div className="mx-auto flex max-w-2xl flex-col gap-6">
          <CancelledCard variantId={cancelledVariant} />
        </div>
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('routes:paymentConfirmation')} icon={<CreditCard />} />
      <div className="mx-auto flex max-w-2xl flex-col gap-6">
        <StatusCard state={state} onCheckAgain={checkAgain} />
        {state.phase === 'success' && sessionId && (
          <UpsellSlot
            sessionId={sessionId}
            fromVerify={state.upsell}
            eligible={!state.purchase.isGift}
            purchase={state.purchase}
          />
        )}
      </div>
    </>
  );
}

function StatusCard({ state, onCheckAgain }: { state: ConfirmationState; onCheckAgain: () => void }) {
  const { t } = useTranslation('payments');
  const errorText = usePaymentErrorText();

  switch (state.phase) {
    case 'verifying':
      return (
        <StatusShell tone="busy" icon={<Spinner size="lg" decorative />} title={t('confirmation.verifying')}>
          <p>{t('confirmation.verifyingHint')}</p>
        </StatusShell>
      );
    case 'processing':
      return (
        <StatusShell tone="busy" icon={<Spinner size="lg" decorative />} title={t('confirmation.processing')}>
          <p>{t('confirmation.processingHint')}</p>
          <p className="mt-2 font-semibold text-fg" data-testid="processing-attempt">
            {t('confirmation.attempt', { attempt: state.attempt, max: state.maxAttempts })}
          </p>
        </StatusShell>
      );
    case 'stillProcessing':
      return (
        <StatusShell tone="busy" icon={<Hourglass />} title={t('confirmation.stillProcessing')}>
          <p>{t('confirmation.stillProcessingHint')}</p>
          <Actions>
            <Button onClick={onCheckAgain}>
              <RefreshCw aria-hidden="true" />
              {t('confirmation.checkAgain')}
            </Button>
            <BalanceLink />
          </Actions>
        </StatusShell>
      );
    case 'success': {
      const { purchase } = state;
      return (
        <StatusShell tone="success" icon={<CheckCircle2 />} title={t('confirmation.successTitle')}>
          <p className="mb-5">
            {purchase.isGift && purchase.recipient
              ? t('confirmation.successGift', { recipient: purchase.recipient })
              : t('confirmation.successOwn')}
          </p>
          <div className="text-start">
            <PurchaseSummary purchase={purchase} />
          </div>
          <Actions>
            <ShopLink />
            <BalanceLink />
          </Actions>
        </StatusShell>
      );
    }
    case 'failure': {
      let message: string;
      let detail: string | null = null;
      if (state.reason === 'declined') {
        message = t('confirmation.declined');
        detail = t('confirmation.declinedHint');
      } else if (state.reason === 'expired') message = t('errors.sessionGone');
      else if (state.reason === 'notFound') message = t('confirmation.sessionNotFound');
      else if (state.reason === 'unexpected') message = t('confirmation.unexpected');
      else if (state.reason === 'refunded') {
        // The real reason (issue 32): a duplicate payment, support with its words, the provider, a chargeback.
        const refund = state.refund;
        if (!refund || refund.kind === 'duplicate') message = t('confirmation.refunded');
        else if (refund.kind === 'chargeback') message = t('confirmation.chargedBack');
        else if (refund.kind === 'provider') message = t('confirmation.refundedAtProvider');
        else message = t('confirmation.refundedBySupport', { reason: refund.reason ?? '—' });
      } else {
        message = t('confirmation.verifyFailed');
        const cause = errorText(state.error, 'verify');
        if (cause !== message) detail = cause;
      }
      return (
        <StatusShell
          tone="failure"
          icon={<XCircle />}
          title={t(state.reason === 'refunded' ? 'confirmation.refundedTitle' : 'confirmation.failedTitle')}
        >
          <p role="alert" className="font-medium text-fg">
            {message}
          </p>
          {detail && <p className="mt-1">{detail}</p>}
          <Actions>
            {state.retryVariant && <TryAgain variantId={state.retryVariant} />}
            {state.reason === 'verifyFailed' || state.reason === 'unexpected' ? (
              <Button onClick={onCheckAgain}>
                <RefreshCw aria-hidden="true" />
                {t('confirmation.retry')}
              </Button>
            ) : null}
            <ShopLink
              primary={
                (state.reason === 'declined' && !state.retryVariant) ||
                state.reason === 'expired' ||
                state.reason === 'notFound' ||
                state.reason === 'refunded'
              }
            />
          </Actions>
        </StatusShell>
      );
    }
  }
}

function CancelledCard({ variantId }: { variantId: string }) {
  const { t } = useTranslation('payments');
  return (
    <StatusShell tone="failure" icon={<XCircle />} title={t('confirmation.cancelledTitle')}>
      <p role="alert" className="font-medium text-fg">
        {t('confirmation.cancelled')}
      </p>
      <Actions>
        <TryAgain variantId={variantId} />
        <ShopLink />
      </Actions>
    </StatusShell>
  );
}

function TryAgain({ variantId }: { variantId: string }) {
  const { t } = useTranslation('payments');
  const purchase = useCreatePaymentLink();
  const consent = useCheckoutConsent();
  const busy = purchase.isPending || purchase.isSuccess;
  return (
    <>
      <Button onClick={() => consent.ask(() => purchase.mutate(variantId))} loading={busy}>
        {!busy && <RefreshCw aria-hidden="true" />}
        {t('confirmation.tryAgain')}
      </Button>
      {consent.dialog}
    </>
  );
}

/**
 * The one-time offer under a successful purchase: the one verify returned, else the player's
 * active one (spec §7 "GET active upsell") if it is for this same product — an older offer for
 * another pack does not belong under this receipt — unless it was shown elsewhere or closed.
 */
function UpsellSlot({
  sessionId,
  fromVerify,
  eligible,
  purchase,
}: {
  sessionId: string;
  fromVerify: UpsellWithDeadline | null;
  eligible: boolean;
  purchase: PurchaseConfirmation;
}) {
  const active = useActiveUpsell(eligible && fromVerify === null);
  const fallback = active.data?.productName === purchase.productName ? active.data : null;
  const candidate = fromVerify ?? (eligible ? fallback : null);
  const [closedId, setClosedId] = useState<number | null>(null);
  const offer =
    candidate && candidate.id !== closedId && mayShowUpsell(candidate.id, sessionId) ? candidate : null;

  // At commit, not after the next paint: a page left right away must still have claimed it.
  useLayoutEffect(() => {
    if (offer) markUpsellShown(offer.id, sessionId);
  }, [offer, sessionId]);

  const close = useCallback((id: number) => {
    markUpsellClosed(id);
    setClosedId(id);
  }, []);

  if (!offer) return null;
  return <UpsellOffer offer={offer} productSlug={purchase.productSlug} onClosed={() => close(offer.id)} />;
}
