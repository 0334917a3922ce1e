import type { ShopProduct } from '@pitchside/contract/webshop';
import { Gift, ShoppingCart } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ShopPrice } from './shop-price';
import type { PackageActions } from './package-checkout';

interface PackageCardProps extends PackageActions {
  product: ShopProduct;
  /** The id of the card's heading (inside `children`), which names the card. */
  headingId: string;
  className: string;
  /** The classes of the price and buttons at the card's foot. */
  footerClassName: string;
  /** Why this package cannot be bought (already owned): shown above the buttons, and Buy is off. */
  note?: ReactNode;
  children: ReactNode;
}

/**
 * One package of the shop (a ticket package, a premium membership, a bundle or special pack):
 * its own contents above, then the price and the Buy and Gift buttons every package has.
 */
export function PackageCard({
  product,
  headingId,
  className,
  footerClassName,
  note,
  children,
  onBuy,
  onGift,
  buying,
  disabled,
  error,
}: PackageCardProps) {
  const { t } = useTranslation('shop');
  return (
    <Card role="group" aria-labelledby={headingId} className={className}>
      {children}
      <div className={footerClassName}>
        <ShopPrice priceCents={product.priceCents} originalPriceCents={product.originalPriceCents} />
        {note && <p className="mt-3 text-sm text-fg-muted">{note}</p>}
        {error && (
          <p role="alert" className="mt-3 text-sm font-medium text-danger">
            {error}
          </p>
        )}
        <div className="mt-4 flex gap-2">
          <Button className="flex-1" onClick={onBuy} loading={buying} disabled={disabled || Boolean(note)}>
            {!buying && <ShoppingCart aria-hidden="true" />}
            {buying ? t('card.redirecting') : t('card.buy')}
          </Button>
          {onGift && (
            <Button variant="secondary" onClick={onGift} disabled={disabled || buying}>
              <Gift aria-hidden="true" />
              {t('card.gift')}
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}
