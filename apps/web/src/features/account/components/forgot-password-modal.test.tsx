import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useModalStore } from '@/lib/modals/modal-store';
import { failure } from '../testing/fixtures';
import { renderAccount } from '../testing/render-account';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-csrf';
});

async function openForgot() {
  const view = await renderAccount('/');
  act(() => useModalStore.getState().openModal('forgot'));
  const dialog = await screen.findByRole('dialog', { name: 'Forgot Password' });
  return { ...view, dialog };
}

describe('forgot password modal', () => {
  it('keeps the button disabled while the e-mail is empty and checks its format', async () => {
    const { user, dialog } = await openForgot();
    const send = within(dialog).getByRole('button', { name: 'Send reset link' });
    expect(send).toBeDisabled();
    await user.type(within(dialog).getByLabelText('E-mail'), 'nope');
    expect(send).toBeEnabled();
    await user.click(send);
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('E-mail'));
    expect(send).toBeDisabled();
  });

  it('sends the lowercased e-mail and then shows it with a hint', async () => {
    const seen: unknown[] = [];
    server.use(
      http.post('*/api/account/forgot-password', async ({ request }) => {
        seen.push(await request.json());
        return HttpResponse.json({ success: true, message: 'sent' });
      }),
    );
    const { user, dialog } = await openForgot();
    await user.type(within(dialog).getByLabelText('E-mail'), 'Ada@Example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));

    expect(await within(dialog).findByText('Check your inbox')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'If an account exists for ada@example.com, a password reset link has been sent to it.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/The link is valid for 1 hour/)).toBeInTheDocument();
    expect(seen).toEqual([{ email: 'ada@example.com' }]);
  });

  it.each([
    [429, 'RATE_LIMITED', 'Too many password reset attempts. Please try again later.'],
    [503, 'SERVICE_UNAVAILABLE', 'Server error. Please try again later.'],
    [400, 'VALIDATION_FAILED', 'Failed to send password reset email. Please try again.'],
  ])('answers a %i with "%s"', async (status, code, text) => {
    const answer = failure(status, code, 'x');
    server.use(http.post('*/api/account/forgot-password', () => HttpResponse.json(answer.body, { status })));
    const { user, dialog } = await openForgot();
    await user.type(within(dialog).getByLabelText('E-mail'), 'ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
  });

  it('goes back to the login modal', async () => {
    const { user, dialog } = await openForgot();
    await user.click(within(dialog).getByRole('button', { name: 'Back to login' }));
    await waitFor(() => expect(useModalStore.getState().open).toBe('login'));
  });
});
