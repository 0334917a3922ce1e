import { zodResolver } from '@hookform/resolvers/zod';
import { Lock } from 'lucide-react';
import type { GameUser } from '@pitchside/contract/account';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useModalStore } from '@/lib/modals/modal-store';
import { useRegister } from '../api/register';
import { signupSchema, type SignupForm } from '../model/form-schemas';
import { useErrorText } from '../model/use-error-text';
import { useFieldError } from '../model/use-field-error';
import { useVerificationStore } from '../model/verification-store';
import { EmailField, PasswordField } from './account-fields';
import { FormMessage } from './form-message';

/** Spec §2 step 3: the account form, with the referral ID shown read-only. */
export function SignupAccountStep({ player }: { player: GameUser }) {
  const { t, i18n } = useTranslation('account');
  const fieldError = useFieldError();
  const errorText = useErrorText();
  const switchTo = useModalStore((state) => state.switchTo);
  const registered = useVerificationStore((state) => state.registered);
  const registration = useRegister();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignupForm>({
    resolver: zodResolver(signupSchema),
    mode: 'onBlur',
    defaultValues: { email: '', name: '', surname: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await registration.mutateAsync({ ...values, player, language: i18n.language });
      registered(values.email);
      // The server always asks for the code; without that step the player could log in right away.
      switchTo(result.requiresVerification ? 'verify-email' : 'login');
    } catch {
      /* shown from registration.error */
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <p className="text-sm">{t('signup.accountIntro', { nickname: player.NickName })}</p>
      <FormMessage
        severity="warning"
        title={t('signup.failedTitle')}
        message={errorText('register', registration.error)}
      />
      <Field label={t('fields.referralId')}>
        {(control) => (
          <Input
            {...control}
            value={player.ReferralId}
            readOnly
            startIcon={<Lock />}
            className="cursor-default border-border bg-surface-3 text-fg-muted"
          />
        )}
      </Field>
      <EmailField registration={register('email')} error={errors.email} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('fields.firstName')} error={fieldError(errors.name)}>
          {(control) => <Input {...control} {...register('name')} autoComplete="given-name" />}
        </Field>
        <Field label={t('fields.lastName')} error={fieldError(errors.surname)}>
          {(control) => <Input {...control} {...register('surname')} autoComplete="family-name" />}
        </Field>
      </div>
      <PasswordField registration={register('password')} error={errors.password} purpose="new" />
      <PasswordField
        registration={register('confirmPassword')}
        error={errors.confirmPassword}
        purpose="confirm"
      />
      <Button type="submit" className="w-full" loading={registration.isPending}>
        {t('signup.submit')}
      </Button>
    </form>
  );
}
