import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format/format-money';

interface ShopPriceProps {
  priceCents: number;
  originalPriceCents: number | null;
  className?: string;
}

/** The price, with the original struck through when the package is discounted. */
export function ShopPrice({ priceCents, originalPriceCents, className }: ShopPriceProps) {
  const { t, i18n } = useTranslation('shop');
  const discounted = originalPriceCents !== null && originalPriceCents > priceCents;
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2.5 gap-y-0.5', className)}>
      <span className="sr-only">{t('card.priceNow')} </span>
      <span className="font-display text-3xl font-bold leading-none tabular-nums text-fg">
        {formatMoney(priceCents, i18n.language)}
      </span>
      {discounted && (
        <>
          <span className="sr-only"> {t('card.priceWas')} </span>
          <s className="text-sm tabular-nums text-fg-muted">
            {formatMoney(originalPriceCents, i18n.language)}
          </s>
        </>
      )}
      {/* Prices are in euro for players in the EU: they include VAT and say so. */}
      <span className="basis-full text-xs text-fg-muted">{t('card.vatIncluded')}</span>
    </p>
  );
}
