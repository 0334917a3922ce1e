import type { LanguageCode } from '@pitchside/contract/languages';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/lib/query/query-client';
import { createI18n } from '@/lib/i18n/setup';
import { setSession } from '@/lib/session/session';
import type { SessionUser } from '@/lib/session/session-user';
import { ForgotPasswordModal } from '../components/forgot-password-modal';
import { LoginModal } from '../components/login-modal';
import { SessionRedirect } from '../components/session-redirect';
import { SignupModal } from '../components/signup-modal';
import { VerifyEmailModal } from '../components/verify-email-modal';
import { useAccountNoticeStore } from '../model/notice-store';
import { useVerificationStore } from '../model/verification-store';
import { AccountSettingsPage } from '../routes/account-settings-page';
import { EndSessionPage } from '../routes/end-session-page';
import { GameSignInPage } from '../routes/game-sign-in-page';
import { ResetPasswordPage } from '../routes/reset-password-page';

function Shell() {
  return (
    <>
      <Outlet />
      <LoginModal />
      <SignupModal />
      <ForgotPasswordModal />
      <VerifyEmailModal />
      <SessionRedirect />
    </>
  );
}

/**
 * The account screens and modals in a small router of their own: the real providers, but none of
 * the other features' screens (and their calls).
 */
export async function renderAccount(
  path = '/',
  { user, language = 'en' }: { user?: SessionUser; language?: LanguageCode } = {},
) {
  useVerificationStore.setState({ pendingEmail: null, justRegistered: false, cooldownUntil: {} });
  useAccountNoticeStore.setState({ notice: null });
  if (user) setSession('test-token', user);
  const i18n = await createI18n(language);
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          { path: '/', element: <h1>Home</h1>, handle: { titleKey: 'home' } },
          { path: '/support', element: <h1>Support</h1>, handle: { titleKey: 'support' } },
          {
            path: '/reset-password/:token',
            element: <ResetPasswordPage />,
            handle: { titleKey: 'resetPassword' },
          },
          { path: '/game-sign-in', element: <GameSignInPage />, handle: { titleKey: 'gameSignIn' } },
          { path: '/end-session', element: <EndSessionPage />, handle: { titleKey: 'endSession' } },
          { path: '/webshop/tickets', element: <h1>Tickets</h1>, handle: { titleKey: 'ticketPackages' } },
          {
            path: '/account/settings',
            element: <AccountSettingsPage />,
            handle: { titleKey: 'accountSettings' },
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <AppProviders i18n={i18n} queryClient={createQueryClient()} sessionEffects={false}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user: userEvent.setup() };
}
