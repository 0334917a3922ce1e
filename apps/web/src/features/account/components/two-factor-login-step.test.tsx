import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useModalStore } from '@/lib/modals/modal-store';
import { useSessionStore } from '@/lib/session/session-store';
import { failure, makeUser } from '../testing/fixtures';
import { renderAccount } from '../testing/render-account';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-csrf';
});

describe('login with two-factor on', () => {
  it('asks for the app code after the password, refuses a wrong one, and signs in with a recovery code', async () => {
    const account = makeUser();
    const codes: unknown[] = [];
    server.use(
      http.post('*/api/account/login', () =>
        HttpResponse.json({
          success: true,
          twoFactorRequired: true,
          challenge: 'challenge-0123456789',
          message: 'Enter the code from your authenticator app',
        }),
      ),
      http.post('*/api/account/login/two-factor', async ({ request }) => {
        const body = (await request.json()) as { code: string };
        codes.push(body);
        return body.code === 'abcde-fghij'
          ? HttpResponse.json({ success: true, token: 'tok-2fa', user: account, message: 'Login successful' })
          : HttpResponse.json(failure(400, 'CODE_INVALID', 'Invalid code').body, { status: 400 });
      }),
    );
    const { user } = await renderAccount('/');
    act(() => useModalStore.getState().openModal('login'));
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    await user.type(within(dialog).getByLabelText('E-mail'), account.email);
    await user.type(within(dialog).getByLabelText('Password'), 'Right-pass1');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));

    const code = await within(dialog).findByLabelText('Authentication code');
    expect(useSessionStore.getState().token).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('Enter the 6-digit code')).toBeInTheDocument();
    await user.type(code, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(
      await within(dialog).findByText("That code isn't right. Enter the newest code from your app."),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Use a recovery code' }));
    await user.type(within(dialog).getByLabelText('Recovery code'), 'abcde-fghij');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(useSessionStore.getState().token).toBe('tok-2fa'));
    expect(codes).toEqual([
      { challenge: 'challenge-0123456789', code: '123456' },
      { challenge: 'challenge-0123456789', code: 'abcde-fghij' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Login' })).not.toBeInTheDocument());
  });
});
