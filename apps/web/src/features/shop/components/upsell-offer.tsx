import { Clock, Sparkles, Ticket } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatMoney } from '@/lib/format/format-money';
import { formatNumber } from '@/lib/format/format-number';
import { formatClock, useCountdown } from '@/lib/use-countdown';
import { useAcceptUpsell } from '../api/accept-upsell';
import { useCheckoutConsent } from './checkout-consent';
import { useDeclineUpsell } from '../api/decline-upsell';
import { isApiError } from '@/lib/api/api-error';
import type { UpsellWithDeadline } from '../lib/upsell';
import { useProductName } from '@/lib/i18n/product-name';

interface UpsellOfferProps {
  offer: UpsellWithDeadline;
  productSlug: string;
  /** The offer is over for this page: declined, accepted elsewhere or run out. */
  onClosed: (reason: 'declined' | 'expired') => void;
}

/**
 * Spec §4 "Upsell": one offer, a countdown ticking each second from the server's
 * secondsRemaining, accept (a new payment) or decline; it disappears at 0.
 */
export function UpsellOffer({ offer, productSlug, onClosed }: UpsellOfferProps) {
  const { t, i18n } = useTranslation('payments');
  const productName = useProductName();
  const accept = useAcceptUpsell();
  const consent = useCheckoutConsent();
  const decline = useDeclineUpsell();
  const onClosedRef = useRef(onClosed);
  useEffect(() => {
    onClosedRef.current = onClosed;
  });
  const countdown = useCountdown(offer.deadline, () => onClosedRef.current('expired'));
  const busy = accept.isPending || accept.isSuccess;

  // A deadline already past when the offer arrived never "reaches" zero: close it at once.
  useEffect(() => {
    if (offer.deadline <= Date.now()) onClosedRef.current('expired');
  }, [offer.deadline]);

  const number = (value: number) => formatNumber(value, i18n.language);
  const acceptFailed = accept.isError;
  const expiredOnAccept = acceptFailed && isApiError(accept.error) && accept.error.code === 'UPSELL_EXPIRED';

  return (
    <Card
      role="region"
      aria-labelledby="upsell-title"
      className="relative overflow-hidden border-accent/50 p-5 sm:p-6"
      data-testid="upsell-offer"
    >
      <div className="pointer-events-none absolute inset-x-0 top-0 h-px bg-linear-to-r from-transparent via-accent to-transparent" />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex items-center gap-1.5 font-display text-sm font-bold uppercase tracking-[0.18em] text-accent [&_svg]:size-4">
            <Sparkles aria-hidden="true" />
            {t('upsell.eyebrow')}
          </p>
          <h2 id="upsell-title" className="display-caps mt-1 text-2xl leading-tight text-fg">
            {t('upsell.title')}
          </h2>
          <p className="mt-1 text-sm text-fg-muted">
            {t('upsell.description', { product: productName(productSlug, offer.productName) })}
          </p>
        </div>
        <div
          className="flex items-center gap-2 rounded-lg border border-accent/40 bg-accent-soft px-3 py-2 text-accent"
          role="timer"
          aria-label={t('upsell.endsIn')}
        >
          <Clock aria-hidden="true" className="size-4" />
          <span
            suppressHydrationWarning
            className="font-display text-xl font-bold tabular-nums"
            data-testid="upsell-countdown"
          >
            {formatClock(countdown.totalSeconds).slice(3)}
          </span>
        </div>
      </div>

      <dl className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-3">
        <div className="rounded-lg border border-border bg-surface-2/70 px-3 py-2">
          <dt className="text-xs text-fg-muted">{t('upsell.extraTickets')}</dt>
          <dd className="flex items-center gap-1.5 font-display text-xl font-bold tabular-nums text-fg">
            <Ticket aria-hidden="true" className="size-4 text-primary" />
            <span dir="ltr">+{number(offer.extraTickets)}</span>
          </dd>
        </div>
        <div className="rounded-lg border border-border bg-surface-2/70 px-3 py-2">
          <dt className="text-xs text-fg-muted">{t('upsell.totalTickets')}</dt>
          <dd className="font-display text-xl font-bold tabular-nums text-fg">
            {number(offer.totalTickets)}
          </dd>
        </div>
        <div className="rounded-lg border border-accent/40 bg-accent-soft px-3 py-2">
          <dt className="text-xs text-accent">{t('upsell.specialPrice')}</dt>
          <dd className="font-display text-xl font-bold tabular-nums text-fg">
            {formatMoney(offer.specialPrice, i18n.language)}
          </dd>
        </div>
      </dl>

      {acceptFailed && (
        <Alert severity="high" className="mt-4">
          {expiredOnAccept ? t('errors.offerExpired') : t('upsell.acceptFailed')}
        </Alert>
      )}

      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <Button
          variant="ghost"
          disabled={busy || decline.isPending}
          onClick={() => {
            // Closed here whatever the server says: the player said no, and the server refuses it later anyway.
            decline.mutate(offer.id);
            onClosedRef.current('declined');
          }}
        >
          {t('upsell.decline')}
        </Button>
        <Button variant="accent" loading={busy} onClick={() => consent.ask(() => accept.mutate(offer.id))}>
          {busy ? t('upsell.redirecting') : t('upsell.accept')}
        </Button>
      </div>
      {consent.dialog}
    </Card>
  );
}
