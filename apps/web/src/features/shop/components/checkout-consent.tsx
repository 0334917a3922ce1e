import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import type { VariantId } from '../api/create-payment-link';
import type { DiscountPreview } from '../api/discount-preview';
import { CheckoutCodeField } from './checkout-code-field';

/** The product a checkout is for, when it may take a discount code (purchases, not gifts or upsells). */
export interface CodeOffer {
  variantId: VariantId;
  priceCents: number;
}
/** What the checkout goes on with: the discount code the player applied, if any. */
type Proceed = (code?: string) => void;

/**
 * EU Consumer Rights Directive art. 16(m): a digital item is delivered at once only after the
 * buyer expressly agrees to that and acknowledges losing the right of withdrawal. Every way to
 * pay in the shop asks here first; the payment calls carry the consent, and the server refuses
 * them without it.
 */
function CheckoutConsentDialog({
  offer,
  onConfirm,
  onCancel,
}: {
  offer: CodeOffer | null;
  onConfirm: (code?: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('shop');
  const [agreed, setAgreed] = useState(false);
  const [touched, setTouched] = useState(false);
  const [applied, setApplied] = useState<DiscountPreview | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (agreed) onConfirm(applied?.code);
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onCancel()}
      icon={<ShieldCheck />}
      title={t('consent.title')}
      description={t('consent.description')}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        {offer && (
          <CheckoutCodeField
            variantId={offer.variantId}
            priceCents={offer.priceCents}
            applied={applied}
            onApplied={setApplied}
          />
        )}
        <Checkbox
          label={t('consent.label')}
          checked={agreed}
          onCheckedChange={setAgreed}
          className="items-start"
        />
        {touched && !agreed && (
          <p role="alert" className="text-sm font-medium text-danger">
            {t('consent.required')}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t('consent.cancel')}
          </Button>
          <Button type="submit">{t('consent.continue')}</Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * `ask(proceed, offer?)` opens the consent step; `proceed` runs once the player has agreed, with
 * the discount code they applied when an `offer` let them enter one. Render `dialog`.
 */
export function useCheckoutConsent(): {
  ask: (proceed: Proceed, offer?: CodeOffer) => void;
  dialog: ReactNode;
} {
  const [pending, setPending] = useState<{ proceed: Proceed; offer: CodeOffer | null } | null>(null);
  return {
    ask: (proceed, offer) => setPending({ proceed, offer: offer ?? null }),
    dialog: pending ? (
      <CheckoutConsentDialog
        offer={pending.offer}
        onCancel={() => setPending(null)}
        onConfirm={(code) => {
          setPending(null);
          pending.proceed(code);
        }}
      />
    ) : null,
  };
}
