import type { ShopProduct } from '@pitchside/contract/webshop';
import { useState } from 'react';
import { useSessionUser } from '@/lib/session/session';
import { useProductName } from '@/lib/i18n/product-name';
import { useCreatePaymentLink, variantOf } from '../api/create-payment-link';
import { usePaymentErrorText } from '../lib/payment-errors';
import { useCheckoutConsent } from './checkout-consent';
import { GiftDialog, type GiftProduct } from './gift-dialog';
import { TicketPackageCard } from './ticket-package-card';

/**
 * Cards of bundles or special packs, each bought through the one checkout of the shop: the
 * consent step, then the provider's card page (the server delivers once, whatever the retries).
 */
export function ProductCardList({
  products,
  giftable,
  className,
}: {
  products: ShopProduct[];
  giftable: boolean;
  className?: string;
}) {
  const vip = useSessionUser()?.vip;
  const purchase = useCreatePaymentLink();
  const consent = useCheckoutConsent();
  const errorText = usePaymentErrorText();
  const productName = useProductName();
  const [gift, setGift] = useState<GiftProduct | null>(null);
  const busySlug = purchase.isPending || purchase.isSuccess ? variantOf(purchase.variables) : undefined;

  return (
    <>
      <ul className={className ?? 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3'}>
        {products.map((product) => (
          <li key={product.id}>
            <TicketPackageCard
              product={product}
              vip={vip}
              buying={busySlug === product.slug}
              disabled={busySlug !== undefined && busySlug !== product.slug}
              error={
                purchase.isError && variantOf(purchase.variables) === product.slug
                  ? errorText(purchase.error, 'createLink')
                  : undefined
              }
              onBuy={() =>
                consent.ask(
                  (code) => purchase.mutate(code ? { variantId: product.slug, code } : product.slug),
                  { variantId: product.slug, priceCents: product.priceCents },
                )
              }
              onGift={
                giftable
                  ? () =>
                      setGift({
                        slug: product.slug,
                        name: productName(product.slug, product.name),
                        priceCents: product.priceCents,
                      })
                  : undefined
              }
            />
          </li>
        ))}
      </ul>
      {giftable && <GiftDialog product={gift} onClose={() => setGift(null)} />}
      {consent.dialog}
    </>
  );
}
