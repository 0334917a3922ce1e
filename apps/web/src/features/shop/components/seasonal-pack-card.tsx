import type { SeasonalPack, SeasonalPackKey, SeasonalPackSlug } from '@pitchside/contract/shop';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarCheck, LogIn, ShoppingCart, Sparkles, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { isApiError } from '@/lib/api/api-error';
import { cn } from '@/lib/cn';
import { useModalStore } from '@/lib/modals/modal-store';
import { useIsLoggedIn } from '@/lib/session/session';
import { useCreatePaymentLink } from '../api/create-payment-link';
import { useCheckoutConsent } from './checkout-consent';
import { useSeasonalEligibility } from '../api/seasonal-eligibility';
import { usePaymentErrorText } from '../lib/payment-errors';
import { OfferContents } from './offer-contents';
import { useResetOnBackNavigation } from './offer-back-navigation';
import { OfferPrice } from './offer-price';
import { useProductName } from '@/lib/i18n/product-name';
import { dateTimeFormat } from '@/lib/format/intl-formats';

interface SeasonalPackCardProps {
  packKey: SeasonalPackKey;
  pack: SeasonalPack;
  /** h3 under the home page's section heading, h2 on the seasonal offers page. */
  headingLevel: 2 | 3;
}

const THEMES: Record<SeasonalPackKey, { glow: string; icon: string }> = {
  welcome: { glow: 'from-primary/25 via-primary/5', icon: 'bg-primary-soft text-primary' },
  winner: { glow: 'from-accent/25 via-accent/5', icon: 'bg-accent-soft text-accent' },
};

type ButtonState = 'login' | 'checking' | 'buy' | 'processing' | 'purchased';

/** One seasonal pack with the button states of spec §4 "Seasonal pack buttons". */
export function SeasonalPackCard({ packKey, pack, headingLevel }: SeasonalPackCardProps) {
  const { t, i18n } = useTranslation('offers');
  const loggedIn = useIsLoggedIn();
  const openModal = useModalStore((state) => state.openModal);
  const queryClient = useQueryClient();
  const eligibility = useSeasonalEligibility(pack.slug as SeasonalPackSlug);
  const purchase = useCreatePaymentLink();
  const consent = useCheckoutConsent();
  useResetOnBackNavigation(purchase.reset);
  const paymentErrorText = usePaymentErrorText();
  const productName = useProductName();

  // A failed eligibility check leaves the pack purchasable (spec §5); the server still refuses a repeat.
  const purchased = eligibility.data?.canPurchase === false;
  const state: ButtonState = !loggedIn
    ? 'login'
    : purchased
      ? 'purchased'
      : purchase.isPending || purchase.isSuccess
        ? 'processing'
        : eligibility.isLoading
          ? 'checking'
          : 'buy';
  const purchasedAt = eligibility.data?.lastPurchase?.purchasedAt;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const theme = THEMES[packKey];

  const buy = () =>
    consent.ask(
      (code) =>
        purchase.mutate(code ? { variantId: pack.slug, code } : pack.slug, {
          onError: (error) => {
            // Bought meanwhile (another tab): ask again so the card turns to "Already Purchased".
            if (isApiError(error) && error.status === 409) {
              void queryClient.invalidateQueries({ queryKey: ['offers', 'seasonal-eligibility'] });
            }
          },
        }),
      // A discount code may name this pack (issue 36): the checkout step takes it like any product's.
      { variantId: pack.slug, priceCents: Math.round(pack.final_price * 100) },
    );

  return (
    <Card
      className={cn('relative flex flex-col overflow-hidden', purchased && 'border-success/40')}
      data-pack={packKey}
    >
      <div
        aria-hidden="true"
        className={cn(
          'pointer-events-none absolute inset-x-0 top-0 h-40 bg-linear-to-b to-transparent',
          theme.glow,
        )}
      />
      {purchased && (
        // The ribbon repeats the button's "Already Purchased" visually; hidden from screen readers.
        <div aria-hidden="true" className="pointer-events-none absolute end-0 top-0 size-32 overflow-hidden">
          <span className="absolute end-[-2.6rem] top-6 w-44 rotate-45 bg-success py-1 text-center font-display text-sm font-bold uppercase tracking-[0.2em] text-[#03200f] shadow-raised rtl:-rotate-45">
            {t('seasonal.purchasedRibbon')}
          </span>
        </div>
      )}
      <div className="relative flex flex-1 flex-col gap-5 p-5 sm:p-6">
        <div className="flex items-center gap-3 pe-16">
          <span
            aria-hidden="true"
            className={cn('grid size-12 shrink-0 place-items-center rounded-xl [&_svg]:size-6', theme.icon)}
          >
            {packKey === 'winner' ? <Trophy /> : <Sparkles />}
          </span>
          <div className="min-w-0">
            <Heading className="display-caps text-2xl leading-tight text-fg">
              {productName(pack.slug, pack.display_name)}
            </Heading>
            <p className="text-sm text-fg-muted">{t('seasonal.oncePerSeason')}</p>
          </div>
        </div>

        <OfferPrice
          priceCents={Math.round(pack.final_price * 100)}
          originalPriceCents={pack.original_price === null ? null : Math.round(pack.original_price * 100)}
        />

        <OfferContents
          items={[
            { kind: 'tickets', amount: pack.final_tickets },
            { kind: 'energy', amount: pack.final_energy },
            { kind: 'skillPoints', amount: pack.final_skillpoints },
            { kind: 'superGoal', amount: pack.final_supergol },
            { kind: 'webPoints', amount: pack.final_webpoints },
          ]}
        />

        <div className="mt-auto flex flex-col gap-3">
          {purchase.isError && (
            <Alert severity="high">{paymentErrorText(purchase.error, 'createLink')}</Alert>
          )}
          {state === 'login' && (
            <Button size="lg" variant="secondary" onClick={() => openModal('login')}>
              <LogIn aria-hidden="true" />
              {t('seasonal.loginToPurchase')}
            </Button>
          )}
          {state === 'checking' && (
            <Button size="lg" loading>
              {t('seasonal.checking')}
            </Button>
          )}
          {state === 'buy' && (
            <Button size="lg" variant={packKey === 'winner' ? 'accent' : 'primary'} onClick={buy}>
              <ShoppingCart aria-hidden="true" />
              {t('buyNow')}
            </Button>
          )}
          {state === 'processing' && (
            <Button size="lg" variant={packKey === 'winner' ? 'accent' : 'primary'} loading>
              {t('processing')}
            </Button>
          )}
          {state === 'purchased' && (
            <>
              <Button size="lg" variant="secondary" disabled>
                <CalendarCheck aria-hidden="true" />
                {t('seasonal.alreadyPurchased')}
              </Button>
              {purchasedAt && (
                <p className="text-center text-sm text-fg-muted">
                  {t('seasonal.purchasedOn', {
                    date: dateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(purchasedAt)),
                  })}
                </p>
              )}
            </>
          )}
        </div>
      </div>
      {consent.dialog}
    </Card>
  );
}
