import type { ShopProduct } from '@pitchside/contract/webshop';
import { Suspense, useState, type ReactNode } from 'react';
import { useProductName } from '@/lib/i18n/product-name';
import { lazyComponent } from '@/lib/lazy-component';
import { useCreatePaymentLink, variantOf } from '../api/create-payment-link';
import { usePaymentErrorText } from '../lib/payment-errors';
import { useCheckoutConsent } from './checkout-consent';
import type { GiftProduct } from './gift-dialog';

/** Its code (a form and its schema) comes with the first gift a player starts, not with the shop's start. */
const GiftDialog = lazyComponent(() => import('./gift-dialog').then((module) => module.GiftDialog));

/** What a package card needs to be bought (and gifted) through the one checkout of the shop. */
export interface PackageActions {
  onBuy: () => void;
  /** Without it the card has no gift button (special packs are for the buyer's own team). */
  onGift?: () => void;
  /** This card's purchase is being prepared (or the browser is leaving for checkout). */
  buying: boolean;
  /** Another card is being bought: one checkout at a time. */
  disabled: boolean;
  /** This card's purchase failed, in the player's words. */
  error?: ReactNode;
}

/**
 * The checkout of a list of packages: the consent step, then the provider's card page (the
 * server delivers once, whatever the retries); gifting when `giftable`. `actions(product)` goes
 * to each card; render `dialogs` once.
 */
export function usePackageCheckout({ giftable }: { giftable: boolean }): {
  actions: (product: ShopProduct) => PackageActions;
  dialogs: ReactNode;
} {
  const purchase = useCreatePaymentLink();
  const consent = useCheckoutConsent();
  const errorText = usePaymentErrorText();
  const productName = useProductName();
  const [gift, setGift] = useState<GiftProduct | null>(null);
  // Mounted from the first gift on, so that it closes with its animation.
  const [gifted, setGifted] = useState(false);
  // Busy from the click until the browser has left for checkout.
  const busySlug = purchase.isPending || purchase.isSuccess ? variantOf(purchase.variables) : undefined;

  return {
    actions: (product) => ({
      buying: busySlug === product.slug,
      disabled: busySlug !== undefined && busySlug !== product.slug,
      error:
        purchase.isError && variantOf(purchase.variables) === product.slug
          ? errorText(purchase.error, 'createLink')
          : undefined,
      onBuy: () =>
        consent.ask((code) => purchase.mutate(code ? { variantId: product.slug, code } : product.slug), {
          variantId: product.slug,
          priceCents: product.priceCents,
        }),
      onGift: giftable
        ? () => {
            setGifted(true);
            setGift({
              slug: product.slug,
              name: productName(product.slug, product.name),
              priceCents: product.priceCents,
            });
          }
        : undefined,
    }),
    dialogs: (
      <>
        {giftable && gifted && (
          <Suspense fallback={null}>
            <GiftDialog product={gift} onClose={() => setGift(null)} />
          </Suspense>
        )}
        {consent.dialog}
      </>
    ),
  };
}
