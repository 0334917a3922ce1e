import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** How long the "Copied!" feedback stays. */
export const COPIED_FEEDBACK_MS = 2_000;

export function ReferralIdCard({ referralId }: { referralId: string }) {
  const { t } = useTranslation('account');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(referralId);
      setState('copied');
    } catch {
      // No clipboard permission (or no secure context): the ID stays selectable on screen.
      setState('failed');
    }
  };

  return (
    <Card className="p-5">
      <h2 className="font-display text-lg font-bold uppercase text-fg">{t('settings.referral.title')}</h2>
      <p className="mt-1 text-xs text-fg-muted">{t('settings.referral.hint')}</p>
      {/* The ID keeps a full line of its own: it must stay readable however long the button text is. */}
      <div className="mt-3 space-y-2">
        <code
          dir="ltr"
          className="block select-all break-all rounded-lg border border-border-strong bg-surface-2 px-3 py-2 text-center font-mono text-lg font-semibold tracking-wider text-fg"
        >
          {referralId}
        </code>
        <Button
          variant={state === 'copied' ? 'primary' : 'secondary'}
          size="sm"
          className="w-full"
          onClick={() => void copy()}
        >
          {state === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {state === 'copied' ? t('settings.referral.copied') : t('settings.referral.copy')}
        </Button>
      </div>
      <p role="status" className="mt-2 min-h-4 text-xs font-medium text-primary">
        {state === 'copied' && t('settings.referral.copied')}
        {state === 'failed' && <span className="text-danger">{t('settings.referral.copyFailed')}</span>}
      </p>
    </Card>
  );
}
