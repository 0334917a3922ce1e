import { useQuery } from '@tanstack/react-query';
import { Download, KeyRound, ShieldCheck, ShieldOff } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useTwoFactorEnable } from '../api/two-factor-enable';
import { useTwoFactorSetup } from '../api/two-factor-setup';
import { twoFactorStatusQuery } from '../api/two-factor-status';
import { useErrorText } from '../model/use-error-text';
import { FormMessage } from './form-message';
import { CodeField, TurnOffDialog } from './two-factor-off-dialog';

/** Groups a base32 secret in fours so it can be typed into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * Two-factor sign-in with an authenticator app (issue 16): scan the QR code (or type the
 * secret), confirm with a code, keep the ten recovery codes shown once. Turning it off asks for
 * the password and a code.
 */
export function TwoFactorCard() {
  const { t } = useTranslation(['security', 'account']);
  const status = useQuery(twoFactorStatusQuery());
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [disabling, setDisabling] = useState(false);

  return (
    <Card className="p-5 sm:p-6" data-testid="two-factor-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="flex items-center gap-2 font-display text-xl font-bold uppercase text-fg">
          <ShieldCheck aria-hidden="true" className="size-5 text-primary" />
          {t('twoFactor.title')}
        </h2>
        {status.data && (
          <Badge variant={status.data.enabled ? 'success' : 'neutral'} withIcon={false}>
            {t(status.data.enabled ? 'twoFactor.on' : 'twoFactor.off')}
          </Badge>
        )}
      </div>
      <p className="mt-1 text-sm text-fg-muted">{t('twoFactor.description')}</p>
      <div className="mt-5">
        {!status.data ? (
          <Skeleton className="h-10 w-40" />
        ) : recoveryCodes ? (
          <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
        ) : status.data.enabled ? (
          <div className="space-y-4">
            <p className="text-sm text-fg">
              {t('twoFactor.recoveryLeft', { count: status.data.recoveryCodesLeft })}
            </p>
            {!status.data.required && (
              <Button variant="secondary" onClick={() => setDisabling(true)}>
                <ShieldOff aria-hidden="true" />
                {t('twoFactor.turnOff')}
              </Button>
            )}
          </div>
        ) : (
          <>
            {status.data.required && (
              <Alert severity="high" className="mb-4">
                {t('twoFactor.requiredForStaff')}
              </Alert>
            )}
            <SetUp onEnabled={setRecoveryCodes} />
          </>
        )}
      </div>
      <TurnOffDialog open={disabling} onOpenChange={setDisabling} />
    </Card>
  );
}

function SetUp({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation(['security', 'account']);
  const errorText = useErrorText();
  const setup = useTwoFactorSetup();
  const enable = useTwoFactorEnable();
  const [code, setCode] = useState('');

  if (!setup.data) {
    return (
      <div className="space-y-3">
        <FormMessage message={errorText('twoFactor', setup.error)} />
        <Button onClick={() => setup.mutate()} loading={setup.isPending}>
          <KeyRound aria-hidden="true" />
          {t('twoFactor.turnOn')}
        </Button>
      </div>
    );
  }
  const { secret, qrSvg } = setup.data.data;
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const result = await enable.mutateAsync(code.replace(/\s+/g, ''));
      onEnabled(result.data.recoveryCodes);
    } catch {
      /* shown from enable.error */
    }
  };
  return (
    <div className="grid gap-5 sm:grid-cols-[11rem_minmax(0,1fr)]">
      <div
        className="size-44 rounded-xl bg-white p-2 [&_svg]:size-full"
        role="img"
        aria-label={t('twoFactor.qrLabel')}
        // The SVG is drawn by our server from the secret it just made (qrcode), not by anyone else.
        dangerouslySetInnerHTML={{ __html: qrSvg }}
      />
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="min-w-0 space-y-3">
        <p className="text-sm text-fg-muted">{t('twoFactor.scan')}</p>
        <p className="text-sm text-fg-muted">
          {t('twoFactor.orType')}{' '}
          <code
            data-testid="two-factor-secret"
            dir="ltr"
            className="inline-block rounded bg-white/[0.07] px-1.5 py-0.5 font-mono text-fg"
          >
            {grouped(secret)}
          </code>
        </p>
        <FormMessage message={errorText('twoFactor', enable.error)} />
        <CodeField
          label={t('twoFactor.codeLabel')}
          value={code}
          onValue={setCode}
          inputMode="numeric"
          maxLength={6}
          placeholder="123456"
          className="max-w-40"
        />
        <Button type="submit" loading={enable.isPending} disabled={code.replace(/\s+/g, '').length !== 6}>
          {t('twoFactor.confirm')}
        </Button>
      </form>
    </div>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation(['security', 'account']);
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' }));
    const link = Object.assign(document.createElement('a'), {
      href: url,
      download: 'pitchside-recovery-codes.txt',
    });
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="space-y-4">
      <Alert severity="warning">{t('twoFactor.recoveryOnce')}</Alert>
      <ol className="grid grid-cols-2 gap-2 font-mono text-sm text-fg" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code} className="rounded-lg bg-white/[0.05] px-3 py-2 text-center" dir="ltr">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={download}>
          <Download aria-hidden="true" />
          {t('twoFactor.download')}
        </Button>
        <Button onClick={onDone}>{t('twoFactor.saved')}</Button>
      </div>
    </div>
  );
}
