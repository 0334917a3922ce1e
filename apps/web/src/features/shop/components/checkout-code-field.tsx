import { TicketPercent, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeInput, useCodeErrorText } from '@/components/codes/code-input';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/format/format-money';
import { useDiscountPreview, type DiscountPreview } from '../api/discount-preview';
import type { VariantId } from '../api/create-payment-link';
import { ShopPrice } from './shop-price';

/**
 * The discount code at checkout (decision 0031): the player types a code and applies it; the
 * server checks it with the same rules as /redeem and answers the lower price, shown here before
 * paying. The code is reserved only when the checkout opens.
 */
export function CheckoutCodeField({
  variantId,
  priceCents,
  applied,
  onApplied,
}: {
  variantId: VariantId;
  priceCents: number;
  applied: DiscountPreview | null;
  onApplied: (preview: DiscountPreview | null) => void;
}) {
  const { t, i18n } = useTranslation(['offers', 'errors']);
  const [code, setCode] = useState('');
  const preview = useDiscountPreview();
  const errorText = useCodeErrorText(preview.error);
  const apply = () => {
    if (code.trim() === '' || preview.isPending) return;
    preview.mutate({ variantId, code: code.trim() }, { onSuccess: onApplied });
  };

  if (applied) {
    return (
      <div className="space-y-2 rounded-lg border border-success/40 bg-success/5 p-3">
        <div className="flex items-center justify-between gap-2">
          <p className="flex items-center gap-2 text-sm font-medium text-fg" data-testid="applied-code">
            <TicketPercent aria-hidden="true" className="size-4 text-success" />
            {t('offers:checkoutCode.applied', {
              code: applied.code,
              discount: formatMoney(applied.discountCents, i18n.language),
            })}
          </p>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              onApplied(null);
              preview.reset();
            }}
          >
            <X aria-hidden="true" />
            {t('offers:checkoutCode.remove')}
          </Button>
        </div>
        <ShopPrice priceCents={applied.priceCents} originalPriceCents={applied.listPriceCents} />
      </div>
    );
  }

  return (
    <div className="space-y-2">
      <label htmlFor="checkout-code" className="text-sm font-medium text-fg">
        {t('offers:checkoutCode.label')}
      </label>
      <div className="flex gap-2">
        <CodeInput
          id="checkout-code"
          value={code}
          onValue={(value) => {
            setCode(value);
            if (preview.isError) preview.reset();
          }}
          onKeyDown={(event) => {
            // Enter applies the code; it does not submit the consent form.
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={errorText ? 'checkout-code-error' : undefined}
          className="font-mono uppercase tracking-wider"
        />
        <Button type="button" variant="secondary" loading={preview.isPending} onClick={apply}>
          {t('offers:checkoutCode.apply')}
        </Button>
      </div>
      {errorText ? (
        <p id="checkout-code-error" role="alert" className="text-sm font-medium text-danger">
          {errorText}
        </p>
      ) : (
        <p className="text-xs text-fg-muted">
          {t('offers:checkoutCode.hint', { price: formatMoney(priceCents, i18n.language) })}
        </p>
      )}
    </div>
  );
}
