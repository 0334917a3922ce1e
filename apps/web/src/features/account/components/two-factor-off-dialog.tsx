import { ShieldOff } from 'lucide-react';
import { useState, type ComponentProps, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useTwoFactorDisable } from '../api/two-factor-disable';
import { useErrorText } from '../model/use-error-text';
import { FormMessage } from './form-message';
import { PasswordInput } from './password-input';

/** A code from the authenticator app (or a recovery code), in a monospaced, spaced-out face. */
export function CodeField({
  label,
  onValue,
  className,
  ...input
}: { label: string; onValue: (value: string) => void } & Omit<ComponentProps<typeof Input>, 'onChange'>) {
  return (
    <Field label={label}>
      {(control) => (
        <Input
          {...control}
          {...input}
          onChange={(event) => onValue(event.target.value)}
          autoComplete="one-time-code"
          className={cn(className, 'font-mono tracking-widest')}
        />
      )}
    </Field>
  );
}

/** Turning two-factor sign-in off asks for the password and a code. */
export function TurnOffDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation(['security', 'account']);
  const errorText = useErrorText();
  const disable = useTwoFactorDisable();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const close = (next: boolean) => {
    if (!next) {
      setPassword('');
      setCode('');
      disable.reset();
    }
    onOpenChange(next);
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await disable.mutateAsync({ password, code: code.replace(/\s+/g, '') });
      close(false);
    } catch {
      /* shown from disable.error */
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('twoFactor.turnOffTitle')}
      description={t('twoFactor.turnOffDescription')}
      icon={<ShieldOff />}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        <FormMessage message={errorText('twoFactor', disable.error)} />
        <Field label={t('account:settings.password.current')}>
          {(control) => (
            <PasswordInput
              {...control}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              autoComplete="current-password"
            />
          )}
        </Field>
        <CodeField label={t('twoFactor.codeOrRecovery')} value={code} onValue={setCode} />
        <Button
          type="submit"
          variant="danger"
          loading={disable.isPending}
          disabled={!password || code.trim().length < 6}
        >
          {t('twoFactor.turnOff')}
        </Button>
      </form>
    </Dialog>
  );
}
