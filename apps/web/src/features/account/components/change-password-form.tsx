import { zodResolver } from '@hookform/resolvers/zod';
import { LockKeyhole } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { useChangePassword } from '../api/change-password';
import { changePasswordSchema, type ChangePasswordForm as Values } from '../model/form-schemas';
import { useEndSessionAfterChange } from '../model/use-end-session';
import { useErrorText } from '../model/use-error-text';
import { useFieldError } from '../model/use-field-error';
import { FormMessage } from './form-message';
import { PasswordInput } from './password-input';
import { PasswordStrengthMeter } from './password-strength-meter';

export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const fieldError = useFieldError();
  const errorText = useErrorText();
  const endSession = useEndSessionAfterChange();
  const change = useChangePassword();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(changePasswordSchema),
    mode: 'onBlur',
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const newPassword = useWatch({ control, name: 'newPassword' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      endSession('passwordChanged');
    } catch {
      /* shown from change.error */
    }
  });

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="flex items-center gap-2 font-display text-xl font-bold uppercase text-fg">
        <LockKeyhole aria-hidden="true" className="size-5 text-primary" />
        {t('settings.password.title')}
      </h2>
      <p className="mt-1 text-sm text-fg-muted">{t('settings.password.description')}</p>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-5 space-y-4">
        <FormMessage message={errorText('changePassword', change.error)} />
        <Field label={t('settings.password.current')} error={fieldError(errors.currentPassword)}>
          {(control) => (
            <PasswordInput {...control} {...register('currentPassword')} autoComplete="current-password" />
          )}
        </Field>
        <Field
          label={t('settings.password.new')}
          hint={t('settings.password.rules')}
          error={fieldError(errors.newPassword)}
        >
          {(control) => (
            <PasswordInput {...control} {...register('newPassword')} autoComplete="new-password" />
          )}
        </Field>
        <PasswordStrengthMeter password={newPassword} />
        <Field label={t('settings.password.confirm')} error={fieldError(errors.confirmPassword)}>
          {(control) => (
            <PasswordInput {...control} {...register('confirmPassword')} autoComplete="new-password" />
          )}
        </Field>
        <Button type="submit" loading={change.isPending}>
          {t('settings.password.submit')}
        </Button>
      </form>
    </Card>
  );
}
