import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { SessionUser } from '@/lib/session/session-user';
import { useLoginTwoFactor } from '../api/login-two-factor';
import { useErrorText } from '../model/use-error-text';
import { FormMessage } from './form-message';

/**
 * The login's second step when the account has two-factor on: the 6-digit code from the
 * authenticator app, or one of the recovery codes.
 */
export function TwoFactorLoginStep({
  challenge,
  onSignedIn,
  onBack,
}: {
  challenge: string;
  onSignedIn: (token: string, user: SessionUser) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const verify = useLoginTwoFactor();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const value = code.replace(/\s+/g, '');
    if (recovery ? value.length < 10 : !/^\d{6}$/.test(value)) {
      setMissing(true);
      return;
    }
    try {
      const result = await verify.mutateAsync({ challenge, code: value });
      onSignedIn(result.token, result.user);
    } catch {
      /* shown from verify.error */
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <p className="flex items-start gap-2 text-sm text-fg-muted">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        {t(recovery ? 'twoFactor.login.recoveryHint' : 'twoFactor.login.hint')}
      </p>
      <FormMessage message={errorText('twoFactor', verify.error)} />
      <Field
        label={t(recovery ? 'twoFactor.login.recoveryLabel' : 'twoFactor.login.codeLabel')}
        error={
          missing
            ? t(recovery ? 'twoFactor.login.recoveryRequired' : 'twoFactor.login.codeRequired')
            : undefined
        }
      >
        {(control) => (
          <Input
            {...control}
            key={recovery ? 'recovery' : 'app'}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setMissing(false);
            }}
            autoFocus
            autoComplete="one-time-code"
            inputMode={recovery ? 'text' : 'numeric'}
            maxLength={recovery ? 20 : 6}
            placeholder={recovery ? 'xxxxx-xxxxx' : '123456'}
            className="font-mono tracking-widest"
          />
        )}
      </Field>
      <Button type="submit" className="w-full" loading={verify.isPending}>
        {t('twoFactor.login.submit')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button
          type="button"
          onClick={onBack}
          className="focus-ring rounded font-medium text-fg-muted hover:underline"
        >
          {t('twoFactor.login.back')}
        </button>
        <button
          type="button"
          onClick={() => {
            setRecovery((value) => !value);
            setCode('');
            setMissing(false);
            verify.reset();
          }}
          className="focus-ring rounded font-medium text-primary hover:underline"
        >
          {t(recovery ? 'twoFactor.login.useApp' : 'twoFactor.login.useRecovery')}
        </button>
      </div>
    </form>
  );
}
