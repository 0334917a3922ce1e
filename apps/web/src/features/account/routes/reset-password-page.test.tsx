import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '@/lib/modals/modal-store';
import { useSessionStore } from '@/lib/session/session-store';
import { failure, makeUser } from '../testing/fixtures';
import { advance, untilReal, useFakeClock } from '../testing/flush';
import { renderAccount } from '../testing/render-account';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-csrf';
});

const TOKEN = 'Zk3p9-reset-token-abcdefghijklmnopqrstuvwx';

function tokenCheck(status = 200, code = '') {
  const seen: unknown[] = [];
  server.use(
    http.post('*/api/account/reset-password/verify-token', async ({ request }) => {
      seen.push(await request.json());
      return status === 200
        ? HttpResponse.json({ success: true, message: 'Reset link is valid' })
        : HttpResponse.json(failure(status, code, 'x').body, { status });
    }),
  );
  return seen;
}

async function openValid() {
  tokenCheck();
  const view = await renderAccount(`/reset-password/${TOKEN}`);
  await screen.findByLabelText('New password');
  return view;
}

describe('reset password page', () => {
  it('checks the token on load, then offers the form', async () => {
    const seen = tokenCheck();
    await renderAccount(`/reset-password/${TOKEN}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Reset password' })).toBeInTheDocument();
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
    expect(seen).toEqual([{ token: TOKEN }]);
  });

  it.each([
    ['RESET_LINK_EXPIRED', 'This reset link has expired. Please request a new one.'],
    ['RESET_LINK_USED', 'This reset link has already been used.'],
    ['RESET_LINK_INVALID', 'Invalid reset link. Please request a new one.'],
    ['VALIDATION_FAILED', 'Failed to verify reset link.'],
  ])('explains a refused link (%s) and offers a new one', async (code, text) => {
    tokenCheck(400, code);
    const { user } = await renderAccount(`/reset-password/${TOKEN}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Request a new link' }));
    expect(useModalStore.getState().open).toBe('forgot');
  });

  it('calls a token that is obviously too short invalid without asking the server', async () => {
    await renderAccount('/reset-password/short');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid reset link. Please request a new one.',
    );
  });

  it('checks the new password: at least 8 characters and matching', async () => {
    const { user } = await openValid();
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'Short1!');
    await user.type(screen.getByLabelText('Confirm new password'), 'Other-pass1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Long-enough1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  });

  it.each([
    [403, 'ACCOUNT_BLOCKED', 'Your account has been blocked. Please contact support.'],
    [400, 'RESET_LINK_USED', 'This reset link has already been used.'],
    [400, 'RESET_LINK_EXPIRED', 'This reset link has expired. Please request a new one.'],
    [400, 'PASSWORDS_DO_NOT_MATCH', 'Passwords do not match.'],
    [400, 'VALIDATION_FAILED', 'Failed to reset password. Please try again.'],
  ])('answers a refused reset %i %s with "%s"', async (status, code, text) => {
    server.use(
      http.post('*/api/account/reset-password', () =>
        HttpResponse.json(failure(status, code, 'x').body, { status }),
      ),
    );
    const { user } = await openValid();
    await user.type(screen.getByLabelText('New password'), 'Long-enough1');
    await user.type(screen.getByLabelText('Confirm new password'), 'Long-enough1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('logs the player in and goes home 1.5 s after a successful reset', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/account/reset-password', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          success: true,
          token: 'new-session',
          user: makeUser(),
          message: 'Password reset',
        });
      }),
    );
    const { user, router } = await openValid();
    await user.type(screen.getByLabelText('New password'), 'Long-enough1');
    await user.type(screen.getByLabelText('Confirm new password'), 'Long-enough1');
    useFakeClock();
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await untilReal(() => useSessionStore.getState().token === 'new-session');
    expect(bodies).toEqual([{ token: TOKEN, password: 'Long-enough1', confirmPassword: 'Long-enough1' }]);
    await untilReal(() => screen.queryByText(/Your password has been reset/) !== null);
    advance(1499);
    expect(router.state.location.pathname).toBe(`/reset-password/${TOKEN}`);
    advance(1);
    expect(router.state.location.pathname).toBe('/');
    vi.useRealTimers();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument());
  });
  it('after a reset of a two-factor account asks for the code, and signs in only with it', async () => {
    const codes: unknown[] = [];
    server.use(
      http.post('*/api/account/reset-password', () =>
        HttpResponse.json({
          success: true,
          twoFactorRequired: true,
          challenge: 'reset-challenge-0123456789',
          message: 'Password reset. Enter the code from your authenticator app',
        }),
      ),
      http.post('*/api/account/login/two-factor', async ({ request }) => {
        codes.push(await request.json());
        return HttpResponse.json({ success: true, token: 'coded-session', user: makeUser(), message: 'ok' });
      }),
    );
    const { user } = await openValid();
    await user.type(screen.getByLabelText('New password'), 'Long-enough1');
    await user.type(screen.getByLabelText('Confirm new password'), 'Long-enough1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(
      await screen.findByText(/Enter the code from your authenticator app to sign in/),
    ).toBeInTheDocument();
    expect(useSessionStore.getState().token).toBeNull();
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(useSessionStore.getState().token).toBe('coded-session'));
    expect(codes).toEqual([{ challenge: 'reset-challenge-0123456789', code: '123456' }]);
    expect(await screen.findByText(/Your password has been reset/)).toBeInTheDocument();
  });
});
