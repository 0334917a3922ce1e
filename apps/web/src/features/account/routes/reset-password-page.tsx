import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheckBig, KeyRound, Link2Off } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useModalStore } from '@/lib/modals/modal-store';
import { setSession } from '@/lib/session/session';
import { useResetPassword } from '../api/reset-password';
import { useVerifyResetToken } from '../api/verify-reset-token';
import { FormMessage } from '../components/form-message';
import { TwoFactorLoginStep } from '../components/two-factor-login-step';
import { PasswordInput } from '../components/password-input';
import { resetSchema, type ResetForm } from '../model/form-schemas';
import { useErrorText } from '../model/use-error-text';
import { useFieldError } from '../model/use-field-error';

/** After the success note the player goes home, logged in (spec §4 "Password reset success"). */
export const RESET_DONE_REDIRECT_MS = 1_500;
// The server issues 43-character tokens and refuses anything under 10 without looking it up.
const MIN_TOKEN_LENGTH = 10;

export function ResetPasswordPage() {
  const { t } = useTranslation(['routes', 'account']);
  const { token = '' } = useParams();
  return (
    <div className="mx-auto max-w-md">
      <PageHeader
        title={t('routes:resetPassword')}
        icon={<KeyRound />}
        description={t('account:reset.description')}
      />
      <Card className="p-6">
        {token.length < MIN_TOKEN_LENGTH ? <InvalidLink invalid /> : <CheckedReset token={token} />}
      </Card>
    </div>
  );
}

function CheckedReset({ token }: { token: string }) {
  const { t } = useTranslation('account');
  const check = useVerifyResetToken(token);
  if (check.isPending) {
    return (
      <div className="space-y-4" aria-busy="true">
        <div className="flex items-center gap-3 text-sm">
          <Spinner size="sm" label={t('reset.checking')} />
          <span aria-hidden="true">{t('reset.checking')}</span>
        </div>
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }
  if (check.isError) return <InvalidLink error={check.error} />;
  return <ResetForm token={token} />;
}

function InvalidLink({ error, invalid = false }: { error?: unknown; invalid?: boolean }) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const openModal = useModalStore((state) => state.openModal);
  const message = invalid ? t('errors.reset.invalid') : errorText('resetCheck', error);
  return (
    <div className="flex flex-col items-center gap-3 text-center" role="alert">
      <div className="grid size-14 place-items-center rounded-2xl border border-danger/30 bg-danger/10 text-danger [&_svg]:size-7">
        <Link2Off aria-hidden="true" />
      </div>
      <p className="display-caps text-xl text-fg">{t('reset.invalidTitle')}</p>
      <p className="text-sm text-fg">{message}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <Button onClick={() => openModal('forgot')}>{t('reset.requestNew')}</Button>
        <Link to="/" className={buttonClasses('secondary')}>
          {t('reset.backHome')}
        </Link>
      </div>
    </div>
  );
}

function ResetForm({ token }: { token: string }) {
  const { t } = useTranslation('account');
  const fieldError = useFieldError();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const openModal = useModalStore((state) => state.openModal);
  const [done, setDone] = useState(false);
  // With two-factor on, the reset answers the login's code step instead of a session.
  const [challenge, setChallenge] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetForm>({
    resolver: zodResolver(resetSchema),
    mode: 'onBlur',
    defaultValues: { password: '', confirmPassword: '' },
  });

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate('/'), RESET_DONE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await reset.mutateAsync({ token, ...values });
      if ('challenge' in result) {
        setChallenge(result.challenge);
        return;
      }
      setSession(result.token, result.user);
      setDone(true);
    } catch {
      /* shown from reset.error */
    }
  });

  if (done) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 text-center">
        <div className="grid size-14 place-items-center rounded-full bg-primary-soft text-primary [&_svg]:size-8">
          <CircleCheckBig aria-hidden="true" />
        </div>
        <p className="text-sm font-medium text-fg">{t('reset.success')}</p>
      </div>
    );
  }

  if (challenge) {
    return (
      <div className="space-y-4">
        <p role="status" className="flex items-start gap-2 text-sm font-medium text-fg">
          <CircleCheckBig aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          {t('reset.codeStep')}
        </p>
        <TwoFactorLoginStep
          challenge={challenge}
          onSignedIn={(sessionToken, user) => {
            setSession(sessionToken, user);
            setDone(true);
          }}
          onBack={() => {
            // The new password is set; signing in again starts from the login.
            void navigate('/');
            openModal('login');
          }}
        />
      </div>
    );
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <FormMessage message={errorText('reset', reset.error)} />
      <Field label={t('reset.newPassword')} hint={t('reset.hint')} error={fieldError(errors.password)}>
        {(control) => <PasswordInput {...control} {...register('password')} autoComplete="new-password" />}
      </Field>
      <Field label={t('reset.confirmPassword')} error={fieldError(errors.confirmPassword)}>
        {(control) => (
          <PasswordInput {...control} {...register('confirmPassword')} autoComplete="new-password" />
        )}
      </Field>
      <Button type="submit" className="w-full" loading={reset.isPending}>
        {t('reset.submit')}
      </Button>
    </form>
  );
}
