import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format/format-money';
import { numberFormat } from '@/lib/format/intl-formats';

interface OfferPriceProps {
  priceCents: number;
  originalPriceCents: number | null;
  className?: string;
}

/** The price, the crossed-out original and the saving ("€9.99 was €29.00, −66 %"). */
export function OfferPrice({ priceCents, originalPriceCents, className }: OfferPriceProps) {
  const { t, i18n } = useTranslation('offers');
  const discounted = originalPriceCents !== null && originalPriceCents > priceCents;
  const percent = discounted ? Math.round((1 - priceCents / originalPriceCents) * 100) : 0;
  return (
    <div className={cn('flex flex-wrap items-baseline gap-x-3 gap-y-1', className)}>
      <p className="font-display text-4xl font-bold leading-none tabular-nums text-fg">
        <span className="sr-only">{t('price.now')} </span>
        {formatMoney(priceCents, i18n.language)}
      </p>
      {discounted && (
        <>
          <p className="text-base text-fg-muted">
            <span className="sr-only">{t('price.was')} </span>
            <s className="tabular-nums">{formatMoney(originalPriceCents, i18n.language)}</s>
          </p>
          <Badge variant="hot" withIcon={false}>
            {t('price.off', { percent: numberFormat(i18n.language).format(percent) })}
          </Badge>
        </>
      )}
      {/* Prices are in euro for players in the EU: they include VAT and say so. */}
      <p className="basis-full text-xs text-fg-muted">{t('price.vatIncluded')}</p>
    </div>
  );
}
