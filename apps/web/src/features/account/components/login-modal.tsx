import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { whenPageHydrated } from '@/lib/hydration';
import { useModalStore } from '@/lib/modals/modal-store';
import { forgetFirstVisit } from '@/lib/session/first-visit';
import { setSession } from '@/lib/session/session';
import type { SessionUser } from '@/lib/session/session-user';
import { scheduleVerificationPrompt, VERIFY_AFTER_LOGIN_MS } from '@/lib/session/verification-prompt';
import { useLogin } from '../api/login';
import { useGameSignInStore } from '../model/game-sign-in-store';
import { loginSchema, type LoginForm } from '../model/form-schemas';
import { useAccountNoticeStore } from '../model/notice-store';
import { useErrorText } from '../model/use-error-text';
import { AccountModalShell } from './account-modal-shell';
import { EmailField, PasswordField } from './account-fields';
import { FormMessage } from './form-message';
import { TwoFactorLoginStep } from './two-factor-login-step';

export function LoginModal() {
  const { t } = useTranslation('account');
  return (
    <AccountModalShell
      name="login"
      title={t('login.title')}
      description={t('login.description')}
      icon={<LogIn className="rtl:-scale-x-100" />}
    >
      <LoginFormBody />
    </AccountModalShell>
  );
}

function LoginFormBody() {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const switchTo = useModalStore((state) => state.switchTo);
  const close = useModalStore((state) => state.close);
  const navigate = useNavigate();
  const notice = useAccountNoticeStore((state) => state.notice);
  const clearNotice = useAccountNoticeStore((state) => state.clear);
  const login = useLogin();
  // Set when the password was right and the account asks for its second factor.
  const [challenge, setChallenge] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginForm>({
    resolver: zodResolver(loginSchema),
    // Spec §5: validated on blur and on submit.
    mode: 'onBlur',
    defaultValues: { email: '', password: '', remember: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    clearNotice();
    try {
      const result = await login.mutateAsync(values);
      if ('twoFactorRequired' in result) {
        setChallenge(result.challenge);
        return;
      }
      await signedIn(result.token, result.user);
    } catch {
      /* the message below comes from login.error */
    }
  });

  const signedIn = async (token: string, user: SessionUser) => {
    // A player may sign in before the page's last section is hydrated: React would then hydrate
    // it as the signed-in player over the guest's HTML (a mismatch), so the session waits for it.
    await whenPageHydrated();
    const returnTo = useModalStore.getState().returnTo;
    setSession(token, user);
    forgetFirstVisit();
    close();
    // Back to the page that asked for the sign-in; an unconfirmed player stays home to verify,
    // and the verification takes them there (verify-email-modal.tsx).
    if (returnTo && user.emailconfirmed) void navigate(returnTo);
    if (returnTo && !user.emailconfirmed) useGameSignInStore.getState().rememberNext(returnTo);
    // Spec §4: an unconfirmed player is asked to verify 0.5 s after logging in.
    if (!user.emailconfirmed) scheduleVerificationPrompt(VERIFY_AFTER_LOGIN_MS);
  };

  if (challenge) {
    return (
      <TwoFactorLoginStep
        challenge={challenge}
        onSignedIn={(token, user) => void signedIn(token, user)}
        onBack={() => setChallenge(null)}
      />
    );
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      {notice && (
        <Alert severity="low" onDismiss={clearNotice}>
          {t(`login.notices.${notice}`)}
        </Alert>
      )}
      <FormMessage title={t('login.failedTitle')} message={errorText('login', login.error)} />
      <EmailField registration={register('email')} error={errors.email} />
      <PasswordField registration={register('password')} error={errors.password} purpose="current" />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Controller
          control={control}
          name="remember"
          render={({ field }) => (
            <Checkbox label={t('login.remember')} checked={field.value} onCheckedChange={field.onChange} />
          )}
        />
        <button
          type="button"
          onClick={() => switchTo('forgot')}
          className="focus-ring rounded text-sm font-medium text-primary hover:underline"
        >
          {t('login.forgot')}
        </button>
      </div>
      <Button type="submit" className="w-full" loading={login.isPending}>
        {t('login.submit')}
      </Button>
      <p className="text-center text-sm text-fg-muted">
        {t('login.noAccount')}{' '}
        <button
          type="button"
          onClick={() => switchTo('signup')}
          className="focus-ring rounded font-semibold text-primary hover:underline"
        >
          {t('login.signup')}
        </button>
      </p>
    </form>
  );
}
