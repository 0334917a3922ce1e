import { CircleCheckBig, Gift, LifeBuoy, MailCheck, ShieldCheck, ShoppingBag } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { isPortalPath } from '@pitchside/contract/links';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { whenPageHydrated } from '@/lib/hydration';
import { useModalStore } from '@/lib/modals/modal-store';
import { logOut } from '@/lib/session/logout';
import { markFirstVisit } from '@/lib/session/first-visit';
import { setSession, useSessionUser } from '@/lib/session/session';
import { useResendCode } from '../api/resend-code';
import { useVerifyEmail } from '../api/verify-email';
import { accountErrorText } from '../model/account-errors';
import { codeInput, isCompleteCode } from '../model/form-schemas';
import { formatSeconds, useCountdown } from '@/lib/use-countdown';
import { useErrorText } from '../model/use-error-text';
import { cooldownKey, useVerificationStore } from '../model/verification-store';
import { useGameSignInStore } from '../model/game-sign-in-store';
import { AccountModalShell } from './account-modal-shell';
import { FormMessage } from './form-message';

/** Spec §4: after "Email Verified!" the modal closes and the player goes home. */
export const VERIFIED_CLOSE_MS = 1_500;
/** Spec §4: the sign-up success message closes itself. */
export const SIGNUP_SUCCESS_MS = 2_000;

/** Which address to verify and whether the player may leave the modal. */
function useVerificationTarget() {
  const user = useSessionUser();
  const pendingEmail = useVerificationStore((state) => state.pendingEmail);
  return {
    email: user ? (user.email ?? null) : pendingEmail,
    // A logged-in player with an unconfirmed address cannot use the protected pages: no way around it.
    forced: user?.emailconfirmed === false,
  };
}

export function VerifyEmailModal() {
  const { t } = useTranslation('account');
  const { email, forced } = useVerificationTarget();
  const [verified, setVerified] = useState(false);
  return (
    <AccountModalShell
      name="verify-email"
      title={t('verify.title')}
      icon={<MailCheck />}
      dismissible={!forced && !verified}
    >
      <VerifyEmailBody email={email} forced={forced} verified={verified} onVerified={setVerified} />
    </AccountModalShell>
  );
}

interface VerifyEmailBodyProps {
  email: string | null;
  forced: boolean;
  verified: boolean;
  onVerified: (verified: boolean) => void;
}

function VerifyEmailBody({ email, forced, verified, onVerified }: VerifyEmailBodyProps) {
  const { t } = useTranslation(['account', 'errors']);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const close = useModalStore((state) => state.close);
  const justRegistered = useVerificationStore((state) => state.justRegistered);
  const acknowledgeRegistration = useVerificationStore((state) => state.acknowledgeRegistration);
  const clearPending = useVerificationStore((state) => state.clear);
  const startCooldown = useVerificationStore((state) => state.startCooldown);
  const cooldownUntil = useVerificationStore((state) =>
    email ? state.cooldownUntil[cooldownKey(email)] : undefined,
  );
  const secondsLeft = useCountdown(cooldownUntil).totalSeconds;
  const verify = useVerifyEmail();
  const resend = useResendCode();
  const [code, setCode] = useState('');
  const [resent, setResent] = useState(false);
  const doneTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    onVerified(false);
    return () => clearTimeout(doneTimer.current);
  }, [onVerified]);

  const submit = async () => {
    if (!email || !isCompleteCode(code)) return;
    resend.reset();
    setResent(false);
    try {
      const result = await verify.mutateAsync({ email, code });
      // Confirming changes what the page shows: its sections finish hydrating first (login-modal.tsx).
      await whenPageHydrated();
      setSession(result.token, result.user);
      // The sign-up is complete: the home page greets a new player, not a returning one.
      markFirstVisit(result.user.id);
      clearPending();
      onVerified(true);
      doneTimer.current = setTimeout(() => {
        close();
        // Home, or the page asked for before: a link from the game, or a page that asked for the
        // sign-in. Only a path of this site: never a way off to another one.
        const next = useGameSignInStore.getState().takeNext();
        void navigate(next && isPortalPath(next) ? next : '/');
      }, VERIFIED_CLOSE_MS);
    } catch {
      /* shown from verify.error */
    }
  };

  const requestCode = async () => {
    if (!email) return;
    verify.reset();
    setResent(false);
    // Spec §4: the code field is cleared on resend.
    setCode('');
    try {
      await resend.mutateAsync(email);
      setResent(true);
      startCooldown(email);
    } catch (error) {
      const text = accountErrorText('resend', error);
      if (text.waitSeconds !== undefined) startCooldown(email, text.waitSeconds);
    }
  };

  if (verified) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-4 text-center">
        <div className="grid size-16 place-items-center rounded-full bg-primary-soft text-primary [&_svg]:size-9">
          <CircleCheckBig aria-hidden="true" />
        </div>
        <p className="display-caps text-2xl text-fg">{t('verify.success')}</p>
        <p className="text-sm">{t('verify.successBody')}</p>
      </div>
    );
  }

  const reasons = [
    { key: 'shop', icon: <ShoppingBag /> },
    { key: 'games', icon: <Gift /> },
    { key: 'security', icon: <ShieldCheck /> },
    { key: 'support', icon: <LifeBuoy /> },
  ] as const;

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {justRegistered && (
        <Alert
          severity="low"
          title={t('signup.successTitle')}
          autoCloseMs={SIGNUP_SUCCESS_MS}
          onDismiss={acknowledgeRegistration}
        >
          {email ? t('signup.successBody', { email }) : null}
        </Alert>
      )}
      {forced && <p className="text-sm font-medium text-fg">{t('verify.forced')}</p>}
      <p className="text-sm">{email ? t('verify.description', { email }) : t('verify.descriptionNoEmail')}</p>
      <FormMessage message={errorText('verify', verify.error) ?? errorText('resend', resend.error)} />
      {resent && <Alert severity="low">{t('verify.resent')}</Alert>}
      <Field label={t('verify.code')} hint={t('verify.codeHint')}>
        {(control) => (
          <Input
            {...control}
            value={code}
            onChange={(event) => setCode(codeInput(event.target.value))}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            placeholder="000000"
            className="h-12 text-center font-display text-2xl tracking-[0.5em] tabular-nums"
          />
        )}
      </Field>
      <Button type="submit" className="w-full" disabled={!isCompleteCode(code)} loading={verify.isPending}>
        {t('verify.submit')}
      </Button>
      <Button
        variant="secondary"
        className="w-full"
        disabled={secondsLeft > 0 || !email}
        loading={resend.isPending}
        onClick={() => void requestCode()}
      >
        {secondsLeft > 0 ? t('verify.resendIn', { time: formatSeconds(secondsLeft) }) : t('verify.resend')}
      </Button>
      <div className="rounded-xl border border-border bg-surface-2 p-4">
        <p className="text-sm font-semibold text-fg">{t('verify.reasonsTitle')}</p>
        <ul className="mt-2 space-y-2">
          {reasons.map((reason) => (
            <li key={reason.key} className="flex items-start gap-2.5 text-sm">
              <span aria-hidden="true" className="mt-0.5 text-primary [&_svg]:size-4">
                {reason.icon}
              </span>
              {t(`verify.reasons.${reason.key}`)}
            </li>
          ))}
        </ul>
      </div>
      {forced && (
        <Button
          variant="ghost"
          className="w-full"
          onClick={() => {
            close();
            void logOut();
          }}
        >
          {t('verify.logout')}
        </Button>
      )}
    </form>
  );
}
