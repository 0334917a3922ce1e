import { act, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/lib/query/query-client';
import { createI18n } from '@/lib/i18n/setup';
import { useModalStore } from '@/lib/modals/modal-store';
import { getSession, logout } from '@/lib/session/session';
import { useSessionStore } from '@/lib/session/session-store';
import { useGameSignInStore } from '../model/game-sign-in-store';
import { useVerificationStore } from '../model/verification-store';
import { failure, makeUser } from '../testing/fixtures';
import { renderAccount } from '../testing/render-account';
import { GameSignInPage } from './game-sign-in-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-csrf';
  logout();
  useModalStore.setState({ open: null });
  useGameSignInStore.setState({ referralId: null, next: null });
});

const TOKEN = 'Gm7x-game-sign-in-token-abcdefghijklmnopqrs';

/** The redeem endpoint answering `answer` (or failing), recording what it was sent. */
function redeemAnswers(answer: object, status = 200) {
  const seen: unknown[] = [];
  server.use(
    http.post('*/api/account/game-sign-in', async ({ request }) => {
      seen.push(await request.json());
      return HttpResponse.json(answer, { status });
    }),
  );
  return seen;
}
const signedIn = (next: string, user = makeUser()) => ({
  success: true,
  token: 'game-session',
  user,
  message: 'Login successful',
  next,
});

describe('sign-in from the game page', () => {
  it('signs the player in once, even under StrictMode, and lands on the page the game asked for', async () => {
    const seen = redeemAnswers(signedIn('/webshop/tickets?tab=packs'));
    const router = createMemoryRouter(
      [
        { path: '/game-sign-in', element: <GameSignInPage /> },
        { path: '/webshop/tickets', element: <h1>Tickets</h1> },
      ],
      { initialEntries: ['/', `/game-sign-in?token=${TOKEN}`], initialIndex: 1 },
    );
    render(
      <StrictMode>
        <AppProviders i18n={await createI18n('en')} queryClient={createQueryClient()} sessionEffects={false}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in from the game' })).toBeInTheDocument();
    expect(screen.getAllByText('Signing you in…').length).toBeGreaterThan(0);

    expect(await screen.findByRole('heading', { name: 'Tickets' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/webshop/tickets');
    expect(router.state.location.search).toBe('?tab=packs');
    // Replaced: Back does not return to the spent link.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(seen).toEqual([{ token: TOKEN }]);
    expect(getSession()).toMatchObject({ token: 'game-session', user: makeUser() });
  });

  it('ends a session of someone else in this browser before storing the new one', async () => {
    const logouts: string[] = [];
    server.use(
      http.post('*/api/account/logout', ({ request }) => {
        logouts.push(request.headers.get('authorization') ?? '');
        return HttpResponse.json({ success: true, message: 'Logged out' });
      }),
    );
    redeemAnswers(signedIn('/'));
    const { router } = await renderAccount(`/game-sign-in?token=${TOKEN}`, {
      user: makeUser({ id: 99, email: 'someone@example.com' }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getSession()).toMatchObject({ token: 'game-session', user: { id: 7 } });
    await waitFor(() => expect(logouts).toEqual(['Bearer test-token']));
  });

  it('remembers the page for after verification when the e-mail address is not confirmed yet', async () => {
    redeemAnswers(signedIn('/webshop/tickets', makeUser({ emailconfirmed: false })));
    const { router } = await renderAccount(`/game-sign-in?token=${TOKEN}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/webshop/tickets'));
    expect(useGameSignInStore.getState().next).toBe('/webshop/tickets');
    await waitFor(() => expect(useModalStore.getState().open).toBe('verify-email'));
  });

  it('explains an expired or used link and offers to log in', async () => {
    redeemAnswers(
      failure(410, 'GAME_SIGN_IN_LINK_INVALID', 'This sign-in link has expired or has already been used.')
        .body,
      410,
    );
    const { user } = await renderAccount(`/game-sign-in?token=${TOKEN}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This sign-in link has expired or has already been used.');
    expect(alert).toHaveTextContent('Open the shop from the game again for a new link');
    expect(useSessionStore.getState().token).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Log in' }));
    expect(useModalStore.getState().open).toBe('login');
  });

  it('calls a link without a token spent without asking the server', async () => {
    await renderAccount('/game-sign-in');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in link has expired or has already been used.',
    );
  });

  it.each([
    [403, 'ACCOUNT_BLOCKED', 'Your account has been blocked. Please contact support.'],
    [403, 'FORBIDDEN', 'For your security, this account signs in with its password. Please log in.'],
    [429, 'RATE_LIMITED', 'Too many requests. Please try again later.'],
  ])('answers a refused sign-in %i %s with "%s"', async (status, code, text) => {
    redeemAnswers(failure(status, code, 'x').body, status);
    await renderAccount(`/game-sign-in?token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('opens sign-up with the referral ID filled in for a game player without an account', async () => {
    redeemAnswers({ success: true, signUp: { referralId: 'PS-GAME02', next: '/webshop/tickets' } });
    const { router, user } = await renderAccount(`/game-sign-in?token=${TOKEN}`);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Referral ID')).toHaveValue('PS-GAME02');
    expect(router.state.location.pathname).toBe('/game-sign-in');
    expect(useGameSignInStore.getState().next).toBe('/webshop/tickets');
    expect(screen.getByText(/Sign up with your referral ID PS-GAME02/)).toBeInTheDocument();

    // Closed and opened again from the page: the ID is filled in again.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(within(await screen.findByRole('dialog')).getByLabelText('Referral ID')).toHaveValue('PS-GAME02');
  });

  it('after sign-up and verification, lands on the page the game asked for', async () => {
    server.use(
      http.post('*/api/account/register/verify-email', () =>
        HttpResponse.json({ success: true, token: 'fresh', user: makeUser(), message: 'Email Verified!' }),
      ),
    );
    const { router, user } = await renderAccount('/support');
    act(() => {
      useGameSignInStore.getState().startSignUp('PS-GAME02', '/webshop/tickets');
      useGameSignInStore.getState().clearReferralId();
      useVerificationStore.getState().registered('ada@example.com');
      useModalStore.getState().openModal('verify-email');
    });
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Verification code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/webshop/tickets'), { timeout: 3000 });
    // Once: a later verification goes home as before.
    expect(useGameSignInStore.getState().next).toBeNull();
  });
});
