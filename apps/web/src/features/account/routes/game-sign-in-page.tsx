import type { GameSignInResponse } from '@pitchside/contract/game-sign-in';
import { Gamepad2, Link2Off, UserPlus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useModalStore } from '@/lib/modals/modal-store';
import { logOut } from '@/lib/session/logout';
import { setSession, useIsLoggedIn } from '@/lib/session/session';
import { useSessionStore } from '@/lib/session/session-store';
import { scheduleVerificationPrompt, VERIFY_AFTER_LOGIN_MS } from '@/lib/session/verification-prompt';
import { useGameSignIn } from '../api/game-sign-in';
import { useGameSignInStore } from '../model/game-sign-in-store';
import { useErrorText } from '../model/use-error-text';

/**
 * Where a sign-in link from the game lands (docs/game-integration.md): the link's token is
 * redeemed once, and the player goes on, signed in, to the page the game asked for; a game player
 * without an account is offered sign-up with its referral ID filled in. Whoever was signed in in
 * this browser before is signed out: the link says who is playing now.
 */
export function GameSignInPage() {
  const { t } = useTranslation(['routes', 'account']);
  const [params] = useSearchParams();
  return (
    <div className="mx-auto max-w-md">
      <PageHeader
        title={t('routes:gameSignIn')}
        icon={<Gamepad2 />}
        description={t('account:gameSignIn.description')}
      />
      <Card className="p-6">
        <GameSignIn token={params.get('token') ?? ''} />
      </Card>
    </div>
  );
}

function GameSignIn({ token }: { token: string }) {
  const navigate = useNavigate();
  const redeem = useGameSignIn();
  const { mutateAsync } = redeem;
  // The link works once: StrictMode's second effect run (and any later one) must not spend it again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const arrive = async (answer: GameSignInResponse) => {
      // The link names who is playing now: a session stored in this browser before ends. Waited
      // for, because the API client sends the stored token, which must not be the new one yet.
      if (useSessionStore.getState().token) await logOut();
      if ('signUp' in answer) {
        useGameSignInStore.getState().startSignUp(answer.signUp.referralId, answer.signUp.next);
        useModalStore.getState().openModal('signup');
        return;
      }
      // Stored exactly as the login modal stores a login.
      setSession(answer.token, answer.user);
      if (!answer.user.emailconfirmed) {
        // The e-mail address comes first; the page the game asked for once it is confirmed.
        useGameSignInStore.getState().rememberNext(answer.next);
        scheduleVerificationPrompt(VERIFY_AFTER_LOGIN_MS);
      }
      await navigate(answer.next, { replace: true });
    };
    void mutateAsync(token).then(arrive, () => {
      /* shown from redeem.error */
    });
  }, [mutateAsync, navigate, token]);

  if (redeem.isError) return <LinkRefused error={redeem.error} />;
  if (redeem.data && 'signUp' in redeem.data)
    return <SignUpOffer referralId={redeem.data.signUp.referralId} />;
  return <SigningIn />;
}

function SigningIn() {
  const { t } = useTranslation('account');
  return (
    <div className="flex items-center justify-center gap-3 py-6 text-sm" aria-busy="true">
      <Spinner label={t('gameSignIn.signingIn')} />
      <span aria-hidden="true">{t('gameSignIn.signingIn')}</span>
    </div>
  );
}

function LinkRefused({ error }: { error: unknown }) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const openModal = useModalStore((state) => state.openModal);
  const loggedIn = useIsLoggedIn();
  return (
    <div className="flex flex-col items-center gap-3 text-center" role="alert">
      <div className="grid size-14 place-items-center rounded-2xl border border-danger/30 bg-danger/10 text-danger [&_svg]:size-7">
        <Link2Off aria-hidden="true" />
      </div>
      <p className="display-caps text-xl text-fg">{t('gameSignIn.failedTitle')}</p>
      <p className="text-sm text-fg">{errorText('gameSignIn', error)}</p>
      <p className="text-sm">{t('gameSignIn.failedHint')}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        {!loggedIn && <Button onClick={() => openModal('login')}>{t('gameSignIn.login')}</Button>}
        <Link to="/" className={buttonClasses(loggedIn ? 'primary' : 'secondary')}>
          {t('gameSignIn.backHome')}
        </Link>
      </div>
    </div>
  );
}

function SignUpOffer({ referralId }: { referralId: string }) {
  const { t } = useTranslation('account');
  const openModal = useModalStore((state) => state.openModal);
  const signUp = () => {
    // The form took the referral ID the first time it opened: give it back for another go.
    const { next, startSignUp } = useGameSignInStore.getState();
    startSignUp(referralId, next ?? '/');
    openModal('signup');
  };
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <div className="grid size-14 place-items-center rounded-2xl bg-primary-soft text-primary [&_svg]:size-7">
        <UserPlus aria-hidden="true" />
      </div>
      <p className="display-caps text-xl text-fg">{t('gameSignIn.signUpTitle')}</p>
      <p className="text-sm text-fg">{t('gameSignIn.signUpBody', { referralId })}</p>
      <Button className="mt-2" onClick={signUp}>
        {t('gameSignIn.signUp')}
      </Button>
    </div>
  );
}
