import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';

/**
 * EU Consumer Rights Directive art. 16(m): a digital item is delivered at once only after the
 * buyer expressly agrees to that and acknowledges losing the right of withdrawal. Every way to
 * pay in the shop asks here first; the payment calls carry the consent, and the server refuses
 * them without it.
 */
function CheckoutConsentDialog({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation('shop');
  const [agreed, setAgreed] = useState(false);
  const [touched, setTouched] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (agreed) onConfirm();
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

/** `ask(proceed)` opens the consent step; `proceed` runs once the player has agreed. Render `dialog`. */
export function useCheckoutConsent(): { ask: (proceed: () => void) => void; dialog: ReactNode } {
  const [pending, setPending] = useState<{ proceed: () => void } | null>(null);
  return {
    ask: (proceed) => setPending({ proceed }),
    dialog: pending ? (
      <CheckoutConsentDialog
        onCancel={() => setPending(null)}
        onConfirm={() => {
          setPending(null);
          pending.proceed();
        }}
      />
    ) : null,
  };
}
