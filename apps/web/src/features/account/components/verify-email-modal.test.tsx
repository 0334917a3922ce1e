import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '@/lib/modals/modal-store';
import { getSessionUser } from '@/lib/session/session';
import { useSessionStore } from '@/lib/session/session-store';
import { failure, makeUser } from '../testing/fixtures';
import { advance, untilReal, useFakeClock } from '../testing/flush';
import { renderAccount } from '../testing/render-account';
import { useVerificationStore } from '../model/verification-store';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-csrf';
});

const UNCONFIRMED = makeUser({ email: 'late@example.com', emailconfirmed: false });

async function openForced(path = '/') {
  const view = await renderAccount(path, { user: UNCONFIRMED });
  act(() => useModalStore.getState().openModal('verify-email'));
  const dialog = await screen.findByRole('dialog', { name: 'E-mail Verification' });
  return { ...view, dialog };
}

const codeBox = (dialog: HTMLElement) => within(dialog).getByLabelText('Verification code');

describe('e-mail verification modal', () => {
  it('cannot be closed when forced, names the address and lists the reasons', async () => {
    const { dialog } = await openForced();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'E-mail Verification' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Enter the 6-digit code we sent to late@example.com.');
    expect(dialog).toHaveTextContent('Why verify your e-mail?');
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(4);
  });

  it('offers a way out by logging out', async () => {
    // The server is told after the session has ended here (its answer's schema loads first): the
    // test waits for that call, which would otherwise reach the next test's server.
    let revoked = () => {};
    const serverTold = new Promise<void>((resolve) => (revoked = resolve));
    server.use(
      http.post('*/api/account/logout', () => {
        revoked();
        return HttpResponse.json({ success: true, message: 'bye' });
      }),
    );
    const { dialog, user } = await openForced();
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    expect(useSessionStore.getState().token).toBeNull();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'E-mail Verification' })).not.toBeInTheDocument(),
    );
    await serverTold;
  });

  it('accepts digits only and enables Verify at exactly six', async () => {
    const { dialog, user } = await openForced();
    const verify = within(dialog).getByRole('button', { name: 'Verify' });
    expect(verify).toBeDisabled();
    await user.type(codeBox(dialog), '12a3-45');
    expect(codeBox(dialog)).toHaveValue('12345');
    expect(verify).toBeDisabled();
    await user.type(codeBox(dialog), '67');
    expect(codeBox(dialog)).toHaveValue('123456');
    expect(verify).toBeEnabled();
  });

  it.each([
    [400, 'CODE_EXPIRED', 'Verification code has expired'],
    [400, 'CODE_INVALID', 'Invalid verification code'],
    [400, 'CODE_USED', 'This code has already been used.'],
    [429, 'CODE_ATTEMPTS_EXCEEDED', 'Too many attempts. Please request a new code'],
    [429, 'RATE_LIMITED', 'Too many attempts. Please request a new code'],
    [400, 'EMAIL_ALREADY_VERIFIED', 'Email is already verified'],
    [404, 'EMAIL_NOT_FOUND', 'Email not found'],
    [400, 'VALIDATION_FAILED', 'Verification failed. Please try again'],
  ])('answers a %i %s with "%s"', async (status, code, text) => {
    server.use(
      http.post('*/api/account/register/verify-email', () =>
        HttpResponse.json(failure(status, code, 'x').body, { status }),
      ),
    );
    const { dialog, user } = await openForced();
    await user.type(codeBox(dialog), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
  });

  it('on success stores the session, shows "Email Verified!", closes after 1.5 s and goes home', async () => {
    const confirmed = makeUser({ email: 'late@example.com', emailconfirmed: true });
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/account/register/verify-email', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          success: true,
          token: 'fresh-token',
          user: confirmed,
          message: 'Email Verified!',
        });
      }),
    );
    const { dialog, user, router } = await openForced('/support');
    await user.type(codeBox(dialog), '654321');
    useFakeClock();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await untilReal(() => useSessionStore.getState().token === 'fresh-token');
    expect(bodies).toEqual([{ email: 'late@example.com', code: '654321' }]);
    expect(getSessionUser()?.emailconfirmed).toBe(true);
    await untilReal(() => within(dialog).queryByText('Email Verified!') !== null);

    advance(1499);
    expect(useModalStore.getState().open).toBe('verify-email');
    expect(router.state.location.pathname).toBe('/support');
    advance(1);
    expect(useModalStore.getState().open).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    vi.useRealTimers();
  });

  it('resends a code, clears the typed one and counts down 120 s', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/account/register/resend-code', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ success: true, message: 'sent' });
      }),
    );
    const { dialog, user } = await openForced();
    await user.type(codeBox(dialog), '111');
    useFakeClock();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resend code' }));
    await untilReal(() => bodies.length === 1 && screen.queryByText(/A new verification code/) !== null);
    expect(bodies).toEqual([{ email: 'late@example.com' }]);
    expect(codeBox(dialog)).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Resend code in 2:00' })).toBeDisabled();

    advance(60_000);
    expect(within(dialog).getByRole('button', { name: 'Resend code in 1:00' })).toBeDisabled();
    advance(59_000);
    expect(within(dialog).getByRole('button', { name: 'Resend code in 0:01' })).toBeDisabled();
    advance(1_000);
    expect(within(dialog).getByRole('button', { name: 'Resend code' })).toBeEnabled();
    vi.useRealTimers();
  });

  it("takes the server's cooldownRemaining on a 429 for the message and the countdown", async () => {
    server.use(
      http.post('*/api/account/register/resend-code', () =>
        HttpResponse.json(
          failure(429, 'RESEND_COOLDOWN', 'Please wait 37 seconds before requesting a new code', {
            cooldownRemaining: 37,
            retryAfter: 37,
          }).body,
          { status: 429 },
        ),
      ),
    );
    const { dialog } = await openForced();
    useFakeClock();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resend code' }));
    await untilReal(() => screen.queryByRole('alert') !== null);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please wait 37 seconds before requesting a new code',
    );
    expect(within(dialog).getByRole('button', { name: 'Resend code in 0:37' })).toBeDisabled();
    advance(37_000);
    expect(within(dialog).getByRole('button', { name: 'Resend code' })).toBeEnabled();
    vi.useRealTimers();
  });

  it.each([
    [429, 'RATE_LIMITED', 'Too many requests. Please wait before trying again'],
    [400, 'EMAIL_ALREADY_VERIFIED', 'Email is already verified'],
    [404, 'EMAIL_NOT_FOUND', 'Email not found'],
    [400, 'VALIDATION_FAILED', 'Failed to resend verification code'],
  ])('answers a resend %i %s with "%s"', async (status, code, text) => {
    server.use(
      http.post('*/api/account/register/resend-code', () =>
        HttpResponse.json(failure(status, code, 'x').body, { status }),
      ),
    );
    const { dialog, user } = await openForced();
    await user.click(within(dialog).getByRole('button', { name: 'Resend code' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
  });

  it('after sign-up is closable, and the success message closes itself after 2 s', async () => {
    await renderAccount('/');
    useFakeClock();
    act(() => {
      useVerificationStore.getState().registered('new@example.com');
      useModalStore.getState().openModal('verify-email');
    });
    await untilReal(() => screen.queryByRole('dialog', { name: 'E-mail Verification' }) !== null);
    const dialog = screen.getByRole('dialog', { name: 'E-mail Verification' });
    expect(dialog).toHaveTextContent('Enter the 6-digit code we sent to new@example.com.');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(within(dialog).getByText('Registration successful!')).toBeInTheDocument();
    advance(1999);
    expect(within(dialog).getByText('Registration successful!')).toBeInTheDocument();
    advance(1);
    expect(within(dialog).queryByText('Registration successful!')).not.toBeInTheDocument();
    vi.useRealTimers();
  });
});
