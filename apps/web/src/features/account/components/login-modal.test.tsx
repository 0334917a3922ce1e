import { MODAL_SWITCH_DELAY_MS } from '@pitchside/contract/constants';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sectionHydrated, sectionMounted } from '@/lib/hydration';
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

async function openLogin() {
  const view = await renderAccount('/');
  act(() => useModalStore.getState().openModal('login'));
  const dialog = await screen.findByRole('dialog', { name: 'Login' });
  return { ...view, dialog };
}

function answerLogin(status: number, body: unknown) {
  const seen: unknown[] = [];
  server.use(
    http.post('*/api/account/login', async ({ request }) => {
      seen.push(await request.json());
      return HttpResponse.json(body as Record<string, unknown>, { status });
    }),
  );
  return seen;
}

describe('login modal', () => {
  it('checks the e-mail and password with the spec messages, on blur and on submit', async () => {
    const { user, dialog } = await openLogin();
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await within(dialog).findByText('Email address is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Password is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('E-mail'), 'not-an-email');
    await user.tab();
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Password'), '12345');
    await user.tab();
    expect(await within(dialog).findByText('Password must be at least 6 characters')).toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const { user, dialog } = await openLogin();
    const password = within(dialog).getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(within(dialog).getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(within(dialog).getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('logs in with the e-mail lowercased and remember-me, stores the session and closes', async () => {
    const account = makeUser();
    const seen = answerLogin(200, {
      success: true,
      token: 'tok-1',
      user: account,
      message: 'Login successful',
    });
    const { user, dialog } = await openLogin();
    await user.type(within(dialog).getByLabelText('E-mail'), '  Ada@Example.COM ');
    await user.type(within(dialog).getByLabelText('Password'), 'Secret-123');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Remember me' }));
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(useSessionStore.getState().token).toBe('tok-1'));
    expect(seen).toEqual([{ email: 'ada@example.com', password: 'Secret-123', remember: true }]);
    expect(JSON.parse(window.localStorage.getItem('pitchside.user') ?? '{}')).toMatchObject({ id: 7 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Login' })).not.toBeInTheDocument());
  });

  it('signs in only once the page’s last section is hydrated, so React never hydrates it as another player', async () => {
    answerLogin(200, { success: true, token: 'tok-late', user: makeUser(), message: 'ok' });
    const section = sectionMounted();
    const { user, dialog } = await openLogin();
    await user.type(within(dialog).getByLabelText('E-mail'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'Secret-123');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    // The answer has come (the button is enabled again) but a section still waits: no session yet.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Login' })).toBeEnabled());
    expect(useSessionStore.getState().token).toBeNull();
    act(() => void sectionHydrated());
    await waitFor(() => expect(useSessionStore.getState().token).toBe('tok-late'));
    section();
  });

  it('sends a 1-day session when remember-me stays off', async () => {
    const seen = answerLogin(200, { success: true, token: 't', user: makeUser(), message: 'ok' });
    const { user, dialog } = await openLogin();
    await user.type(within(dialog).getByLabelText('E-mail'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'Secret-123');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toMatchObject({ remember: false });
  });

  it.each([
    [401, 'INVALID_CREDENTIALS', 'Invalid email or password.'],
    [429, 'RATE_LIMITED', 'Too many attempts. Please try again later.'],
    [500, 'INTERNAL_ERROR', 'Server error. Please try again later.'],
    [403, 'ACCOUNT_BLOCKED', 'Your account has been blocked. Please contact support.'],
    [400, 'VALIDATION_FAILED', 'Login failed. Please check your credentials.'],
    [418, 'SOMETHING_ELSE', 'An error occurred during login. Please try again.'],
  ])('answers a %i (%s) with "%s"', async (status, code, text) => {
    const { status: s, body } = failure(status, code, 'server words');
    answerLogin(s, body);
    const { user, dialog } = await openLogin();
    await user.type(within(dialog).getByLabelText('E-mail'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'Secret-123');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Login failed');
    expect(alert).toHaveTextContent(text);
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('reports a lost connection with the network text', async () => {
    server.use(http.post('*/api/account/login', () => HttpResponse.error()));
    const { user, dialog } = await openLogin();
    await user.type(within(dialog).getByLabelText('E-mail'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'Secret-123');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Cannot connect to server. Please check your internet connection.',
    );
  });

  it('opens the verification modal 0.5 s after logging in with an unconfirmed e-mail', async () => {
    answerLogin(200, {
      success: true,
      token: 'tok-2',
      user: makeUser({ emailconfirmed: false }),
      message: 'ok',
    });
    const { dialog, user } = await openLogin();
    await user.type(within(dialog).getByLabelText('E-mail'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'Secret-123');
    useFakeClock();
    // Submitting directly keeps user-event's own pauses out of the fake clock.
    act(() => within(dialog).getByLabelText('Password').closest('form')?.requestSubmit());
    await untilReal(() => useSessionStore.getState().token === 'tok-2');
    expect(useModalStore.getState().open).toBeNull();

    advance(499);
    expect(useModalStore.getState().open).toBeNull();
    advance(1);
    expect(useModalStore.getState().open).toBe('verify-email');
    vi.useRealTimers();
    expect(await screen.findByRole('dialog', { name: 'E-mail Verification' })).toBeInTheDocument();
  });

  it('switches to forgot password and to sign-up after 0.3 s', async () => {
    const { dialog } = await openLogin();
    useFakeClock();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    expect(useModalStore.getState().open).toBeNull();
    advance(MODAL_SWITCH_DELAY_MS - 1);
    expect(useModalStore.getState().open).toBeNull();
    advance(1);
    expect(useModalStore.getState().open).toBe('forgot');

    act(() => useModalStore.getState().openModal('login'));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Login' })).getByRole('button', { name: 'Sign up' }),
    );
    advance(MODAL_SWITCH_DELAY_MS);
    expect(useModalStore.getState().open).toBe('signup');
    vi.useRealTimers();
    expect(await screen.findByRole('dialog', { name: 'Sign up' })).toBeInTheDocument();
  });
});
