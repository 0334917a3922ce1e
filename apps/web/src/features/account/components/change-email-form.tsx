import { zodResolver } from '@hookform/resolvers/zod';
import { AtSign } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { RESEND_COOLDOWN_SECONDS } from '@pitchside/contract/account';
import { useChangeEmail } from '../api/change-email';
import { useSendChangeEmailCode } from '../api/send-change-email-code';
import { accountErrorText } from '../model/account-errors';
import { changeEmailSchema, codeInput, type ChangeEmailForm as Values } from '../model/form-schemas';
import { formatSeconds, useCountdown } from '@/lib/use-countdown';
import { useEndSessionAfterChange } from '../model/use-end-session';
import { useErrorText } from '../model/use-error-text';
import { useFieldError } from '../model/use-field-error';
import { FormMessage } from './form-message';

/**
 * Spec §4 "E-mail change": the new address twice, then a code sent to that new address (it
 * proves the address is the player's; the current one is told), then the code.
 */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation('account');
  const fieldError = useFieldError();
  const errorText = useErrorText();
  const endSession = useEndSessionAfterChange();
  const sendCode = useSendChangeEmailCode();
  const change = useChangeEmail();
  const [codeSent, setCodeSent] = useState(false);
  const [cooldownUntil, setCooldownUntil] = useState<number>();
  const secondsLeft = useCountdown(cooldownUntil).totalSeconds;
  const schema = useMemo(() => changeEmailSchema(currentEmail), [currentEmail]);
  const {
    register,
    handleSubmit,
    setValue,
    trigger,
    getValues,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onBlur',
    defaultValues: { code: '', newEmail: '', confirmEmail: '' },
  });

  const requestCode = async () => {
    change.reset();
    if (!(await trigger(['newEmail', 'confirmEmail']))) return;
    try {
      await sendCode.mutateAsync(getValues('newEmail'));
      setCodeSent(true);
      setValue('code', '');
      setCooldownUntil(Date.now() + RESEND_COOLDOWN_SECONDS * 1000);
    } catch (error) {
      const text = accountErrorText('sendEmailCode', error);
      if (text.waitSeconds !== undefined) {
        // A code went out less than 120 s ago: it is still good, so the form opens anyway.
        setCodeSent(true);
        setCooldownUntil(Date.now() + text.waitSeconds * 1000);
      }
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    sendCode.reset();
    try {
      await change.mutateAsync(values);
      endSession('emailChanged');
    } catch {
      /* shown from change.error */
    }
  });

  const codeField = register('code');
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="flex items-center gap-2 font-display text-xl font-bold uppercase text-fg">
        <AtSign aria-hidden="true" className="size-5 text-primary" />
        {t('settings.email.title')}
      </h2>
      <p className="mt-1 text-sm text-fg-muted">{t('settings.email.description', { email: currentEmail })}</p>
      <div className="mt-5 space-y-4">
        <FormMessage message={errorText('sendEmailCode', sendCode.error)} />
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
          <Field label={t('settings.email.newEmail')} error={fieldError(errors.newEmail)}>
            {(control) => <Input {...control} {...register('newEmail')} type="email" autoComplete="email" />}
          </Field>
          <Field label={t('settings.email.confirmEmail')} error={fieldError(errors.confirmEmail)}>
            {(control) => (
              <Input {...control} {...register('confirmEmail')} type="email" autoComplete="email" />
            )}
          </Field>
          {!codeSent ? (
            <Button onClick={() => void requestCode()} loading={sendCode.isPending}>
              {t('settings.email.sendCode')}
            </Button>
          ) : (
            <>
              {sendCode.isSuccess && <Alert severity="low">{t('settings.email.codeSent')}</Alert>}
              <FormMessage message={errorText('changeEmail', change.error)} />
              <Field label={t('settings.email.code')} error={fieldError(errors.code)}>
                {(control) => (
                  <Input
                    {...control}
                    {...codeField}
                    onChange={(event) => {
                      event.target.value = codeInput(event.target.value);
                      void codeField.onChange(event);
                    }}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    className="tracking-[0.3em] tabular-nums"
                  />
                )}
              </Field>
              <p className="text-xs text-fg-muted">{t('settings.email.after')}</p>
              <div className="flex flex-wrap gap-3">
                <Button type="submit" loading={change.isPending}>
                  {t('settings.email.submit')}
                </Button>
                <Button
                  variant="secondary"
                  disabled={secondsLeft > 0}
                  loading={sendCode.isPending}
                  onClick={() => void requestCode()}
                >
                  {secondsLeft > 0
                    ? t('settings.email.resendIn', { time: formatSeconds(secondsLeft) })
                    : t('settings.email.resend')}
                </Button>
              </div>
            </>
          )}
        </form>
      </div>
    </Card>
  );
}
