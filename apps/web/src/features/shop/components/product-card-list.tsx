import type { ShopProduct } from '@pitchside/contract/webshop';
import { useSessionUser } from '@/lib/session/session';
import { usePackageCheckout } from './package-checkout';
import { PackageList } from './packages-page';
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
  const checkout = usePackageCheckout({ giftable });

  return (
    <>
      <PackageList
        products={products}
        className={className ?? 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3'}
        card={(product) => <TicketPackageCard product={product} vip={vip} {...checkout.actions(product)} />}
      />
      {checkout.dialogs}
    </>
  );
}
