import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '@/lib/modals/modal-store';
import { getSessionUser } from '@/lib/session/session';
import { useSessionStore } from '@/lib/session/session-store';
import { failure, makeUser } from '../testing/fixtures';
import { renderAccount } from '../testing/render-account';
import { accountSecurityHandlers } from '../../../../test/account-security-handlers';

const server = setupServer(...accountSecurityHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-csrf';
});

const PLAYER = makeUser();

async function openSettings(tab: 'profile' | 'security' = 'profile') {
  const view = await renderAccount(
    tab === 'profile' ? '/account/settings' : '/account/settings?tab=security',
    {
      user: PLAYER,
    },
  );
  await screen.findByRole('heading', { level: 1, name: 'Account settings' });
  return view;
}

describe('account settings, profile tab', () => {
  it('shows the account info, the profile and the VIP details', async () => {
    await openSettings();
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    const info = screen.getByRole('heading', { name: 'Account info' }).closest('div') as HTMLElement;
    expect(info).toHaveTextContent('ada@example.com');
    expect(info).toHaveTextContent('Verified');
    expect(info).toHaveTextContent('Ada Lovelace');

    const profile = screen.getByRole('heading', { name: 'Profile' }).closest('div') as HTMLElement;
    for (const text of [
      'UsernameAdaStriker',
      'TeamAnalytical FC',
      'Main level31',
      'Season level12',
      'Current web points2,500',
      'VIP statusGold',
    ]) {
      expect(profile).toHaveTextContent(text);
    }
    const vip = screen.getByRole('heading', { name: 'VIP details' }).closest('div')
      ?.parentElement as HTMLElement;
    for (const text of [
      'Ticket bonus10%',
      'Discount5%',
      'Web points, last 30 days1,200',
      'Web points, lifetime5,400',
      'Next tier from5,000',
    ]) {
      expect(vip).toHaveTextContent(text);
    }
    expect(screen.getByRole('link', { name: 'See all VIP tiers' })).toHaveAttribute('href', '/vip');
  });

  it('marks an unverified address and falls back to "No Team"', async () => {
    await renderAccount('/account/settings', { user: makeUser({ emailconfirmed: false, teamName: null }) });
    await screen.findByRole('heading', { level: 1, name: 'Account settings' });
    expect(screen.getByText('Not verified')).toBeInTheDocument();
    expect(screen.getByText('No Team')).toBeInTheDocument();
  });

  it('copies the referral ID and says so', async () => {
    const { user } = await openSettings();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await user.click(screen.getByRole('button', { name: 'Copy referral ID' }));
    expect(writeText).toHaveBeenCalledWith('PS-ADA001');
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
  });

  it('explains when the clipboard refuses', async () => {
    const { user } = await openSettings();
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
    await user.click(screen.getByRole('button', { name: 'Copy referral ID' }));
    expect(
      await screen.findByText('Could not copy. Select the ID and copy it yourself.'),
    ).toBeInTheDocument();
  });

  it('links to support', async () => {
    await openSettings();
    expect(screen.getByRole('link', { name: 'Go to support' })).toHaveAttribute('href', '/support');
  });
});

describe('account settings, profile photo', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });

  const choose = (file: File) =>
    fireEvent.change(screen.getByTestId('avatar-input'), { target: { files: [file] } });

  it('accepts images only, and at most 5 MB', async () => {
    await openSettings();
    choose(new File(['%PDF'], 'terms.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('terms.pdf - Invalid file type');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    choose(big);
    expect(await screen.findByRole('alert')).toHaveTextContent('huge.png - File is too large (max 5 MB)');
  });

  it('previews the chosen photo, uploads it as multipart and shows the new one', async () => {
    let received: FormDataEntryValue | null = null;
    let contentType: string | null = null;
    server.use(
      http.post('*/api/account/avatar', async ({ request }) => {
        contentType = request.headers.get('content-type');
        received = (await request.formData()).get('avatar');
        return HttpResponse.json({ success: true, user: { ...PLAYER, avatar: '/api/account/avatar/7?v=2' } });
      }),
    );
    const { user } = await openSettings();
    choose(new File(['png-bytes'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Preview of your new photo' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await user.click(screen.getByRole('button', { name: 'Save photo' }));
    expect(await screen.findByText('Profile photo updated.')).toBeInTheDocument();
    // jsdom's File loses its name on the way through Node's fetch; the part itself must be there.
    expect(received).not.toBeNull();
    expect(contentType).toMatch(/^multipart\/form-data/);
    await waitFor(() => expect(getSessionUser()?.avatar).toBe('/api/account/avatar/7?v=2'));
  });

  it('shows the server refusing a file that only looks like an image', async () => {
    server.use(
      http.post('*/api/account/avatar', () =>
        HttpResponse.json(failure(400, 'VALIDATION_FAILED', 'fake.png - Invalid file type').body, {
          status: 400,
        }),
      ),
    );
    const { user } = await openSettings();
    choose(new File(['not really'], 'fake.png', { type: 'image/png' }));
    await user.click(await screen.findByRole('button', { name: 'Save photo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('fake.png - Invalid file type');
  });

  it('says so when the server refuses a picture of too many pixels (an image bomb, issue 31)', async () => {
    server.use(
      http.post('*/api/account/avatar', () =>
        HttpResponse.json(
          failure(413, 'IMAGE_TOO_LARGE', 'bomb.png - Image is too large (max 4096 × 4096 pixels)').body,
          { status: 413 },
        ),
      ),
    );
    const { user } = await openSettings();
    choose(new File(['tiny but huge'], 'bomb.png', { type: 'image/png' }));
    await user.click(await screen.findByRole('button', { name: 'Save photo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'bomb.png - Image is too large (max 4096 × 4096 pixels)',
    );
  });
});

describe('account settings, change password', () => {
  const form = () => screen.getByRole('heading', { name: 'Change password' }).closest('div') as HTMLElement;

  it('checks every rule of spec §5 with its message', async () => {
    const { user } = await openSettings('security');
    const f = form();
    await user.click(within(f).getByRole('button', { name: 'Change password' }));
    expect(await within(f).findByText('Current password is required')).toBeInTheDocument();
    expect(within(f).getByText('New password is required')).toBeInTheDocument();
    expect(within(f).getByText('Please confirm your new password')).toBeInTheDocument();

    await user.type(within(f).getByLabelText('Current password'), 'Old-pass1');
    await user.type(within(f).getByLabelText('New password'), 'Ab1!');
    await user.tab();
    expect(await within(f).findByText('Password must be at least 8 characters')).toBeInTheDocument();

    await user.clear(within(f).getByLabelText('New password'));
    await user.type(within(f).getByLabelText('New password'), 'alllowercase');
    await user.tab();
    expect(
      await within(f).findByText(
        'Password must contain at least 3 of: uppercase, lowercase, number, special character',
      ),
    ).toBeInTheDocument();

    await user.clear(within(f).getByLabelText('New password'));
    await user.type(within(f).getByLabelText('New password'), 'Old-pass1');
    await user.type(within(f).getByLabelText('Confirm new password'), 'Old-pass1');
    await user.click(within(f).getByRole('button', { name: 'Change password' }));
    expect(
      await within(f).findByText('New password must be different from the current password'),
    ).toBeInTheDocument();

    await user.clear(within(f).getByLabelText('New password'));
    await user.type(within(f).getByLabelText('New password'), 'Brand-new2');
    await user.click(within(f).getByRole('button', { name: 'Change password' }));
    expect(await within(f).findByText('Passwords do not match')).toBeInTheDocument();
  });

  it('rates the new password weak, medium or strong', async () => {
    const { user } = await openSettings('security');
    const field = within(form()).getByLabelText('New password');
    await user.type(field, 'abc');
    expect(within(form()).getByText(/Password strength: Weak/)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'Abcdef1!');
    expect(within(form()).getByText(/Password strength: Medium/)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'Abcdefgh123!');
    expect(within(form()).getByText(/Password strength: Strong/)).toBeInTheDocument();
  });

  async function submitValid(user: Awaited<ReturnType<typeof openSettings>>['user']) {
    await user.type(within(form()).getByLabelText('Current password'), 'Old-pass1');
    await user.type(within(form()).getByLabelText('New password'), 'Brand-new2');
    await user.type(within(form()).getByLabelText('Confirm new password'), 'Brand-new2');
    await user.click(within(form()).getByRole('button', { name: 'Change password' }));
  }

  it.each([
    [400, 'WRONG_CURRENT_PASSWORD', 'Current password is incorrect'],
    [400, 'PASSWORD_TOO_WEAK', 'Password must be at least 8 characters and contain at least 3 of'],
    [400, 'PASSWORD_UNCHANGED', 'New password must be different from the current password'],
    [500, 'INTERNAL_ERROR', 'Server error. Please try again later.'],
    [400, 'VALIDATION_FAILED', 'Password change failed'],
  ])('answers %i %s with "%s"', async (status, code, text) => {
    server.use(
      http.post('*/api/account/change-password', () =>
        HttpResponse.json(failure(status, code, 'x').body, { status }),
      ),
    );
    const { user } = await openSettings('security');
    await submitValid(user);
    expect(await within(form()).findByRole('alert')).toHaveTextContent(text);
    expect(useSessionStore.getState().token).toBe('test-token');
  });

  it('logs out everywhere after a change, goes home and opens the login with a note', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/account/change-password', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ success: true, message: 'Password changed. Please log in again.' });
      }),
    );
    const { user, router } = await openSettings('security');
    await submitValid(user);
    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
    expect(bodies).toEqual([
      { currentPassword: 'Old-pass1', newPassword: 'Brand-new2', confirmPassword: 'Brand-new2' },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(useModalStore.getState().open).toBe('login');
    expect(await screen.findByRole('dialog', { name: 'Login' })).toHaveTextContent(
      'Password changed. Please log in again.',
    );
  });
});

describe('account settings, change e-mail', () => {
  const card = () => screen.getByRole('heading', { name: 'Change e-mail' }).closest('div') as HTMLElement;

  function sendCodeAnswers(status = 200, extra: Record<string, unknown> = {}, code = 'RESEND_COOLDOWN') {
    server.use(
      http.post('*/api/account/change-email/send-code', () =>
        status === 200
          ? HttpResponse.json({ success: true, message: 'sent' })
          : HttpResponse.json(failure(status, code, 'x', extra).body, { status }),
      ),
    );
  }

  async function fillNewAddress(user: Awaited<ReturnType<typeof openSettings>>['user']) {
    await user.type(within(card()).getByLabelText('New e-mail'), 'Ada.New@example.com');
    await user.type(within(card()).getByLabelText('Confirm new e-mail'), 'ada.new@example.com');
  }

  it('sends a code to the new address, then offers the code with a resend countdown', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/account/change-email/send-code', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ success: true, message: 'sent' });
      }),
    );
    const { user } = await openSettings('security');
    expect(card()).toHaveTextContent(
      'We send a code to your new address to make sure it is yours, and tell ada@example.com about the change.',
    );
    await fillNewAddress(user);
    await user.click(within(card()).getByRole('button', { name: 'Send code' }));
    expect(
      await within(card()).findByText('A code has been sent to your new email address.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ newEmail: 'ada.new@example.com' }]);
    expect(within(card()).getByRole('button', { name: /Resend code in (2:00|1:59)/ })).toBeDisabled();
  });

  it('checks the new address before sending a code to it', async () => {
    sendCodeAnswers();
    const { user } = await openSettings('security');
    await user.click(within(card()).getByRole('button', { name: 'Send code' }));
    expect(await within(card()).findByText('New email is required')).toBeInTheDocument();
    expect(within(card()).getByText('Please confirm your new email')).toBeInTheDocument();
    expect(within(card()).queryByLabelText('Code')).not.toBeInTheDocument();
  });

  it("opens the form with the server's wait on a 429 and words it", async () => {
    sendCodeAnswers(429, { cooldownRemaining: 45, retryAfter: 45 });
    const { user } = await openSettings('security');
    await fillNewAddress(user);
    await user.click(within(card()).getByRole('button', { name: 'Send code' }));
    expect(await within(card()).findByRole('alert')).toHaveTextContent(
      'Please wait 45 seconds before requesting a new code',
    );
    expect(within(card()).getByRole('button', { name: /Resend code in 0:4[45]/ })).toBeDisabled();
  });

  it('says "Failed to send code" when sending fails', async () => {
    sendCodeAnswers(400, {}, 'VALIDATION_FAILED');
    const { user } = await openSettings('security');
    await fillNewAddress(user);
    await user.click(within(card()).getByRole('button', { name: 'Send code' }));
    expect(await within(card()).findByRole('alert')).toHaveTextContent('Failed to send code');
  });

  async function openForm() {
    sendCodeAnswers();
    const view = await openSettings('security');
    await fillNewAddress(view.user);
    await view.user.click(within(card()).getByRole('button', { name: 'Send code' }));
    await within(card()).findByLabelText('Code');
    return view;
  }

  it('checks code, new address and confirmation with the spec messages', async () => {
    const { user } = await openForm();
    const c = card();
    await user.clear(within(c).getByLabelText('New e-mail'));
    await user.clear(within(c).getByLabelText('Confirm new e-mail'));
    await user.click(within(c).getByRole('button', { name: 'Change e-mail' }));
    expect(await within(c).findByText('Verification code is required')).toBeInTheDocument();
    expect(within(c).getByText('New email is required')).toBeInTheDocument();
    expect(within(c).getByText('Please confirm your new email')).toBeInTheDocument();

    await user.type(within(c).getByLabelText('Code'), '12ab3');
    expect(within(c).getByLabelText('Code')).toHaveValue('123');
    await user.type(within(c).getByLabelText('New e-mail'), 'nope');
    await user.type(within(c).getByLabelText('Confirm new e-mail'), 'other@example.com');
    await user.click(within(c).getByRole('button', { name: 'Change e-mail' }));
    expect(await within(c).findByText('Code must be 6 digits')).toBeInTheDocument();
    expect(within(c).getByText('Please enter a valid email address')).toBeInTheDocument();

    await user.clear(within(c).getByLabelText('New e-mail'));
    await user.type(within(c).getByLabelText('New e-mail'), 'ADA@example.com');
    await user.click(within(c).getByRole('button', { name: 'Change e-mail' }));
    expect(
      await within(c).findByText('New email must be different from the current email'),
    ).toBeInTheDocument();

    await user.clear(within(c).getByLabelText('New e-mail'));
    await user.type(within(c).getByLabelText('New e-mail'), 'ada.new@example.com');
    await user.click(within(c).getByRole('button', { name: 'Change e-mail' }));
    expect(await within(c).findByText('Email addresses do not match')).toBeInTheDocument();
  });

  async function submitValid(user: Awaited<ReturnType<typeof openSettings>>['user']) {
    await user.type(within(card()).getByLabelText('Code'), '123456');
    await user.click(within(card()).getByRole('button', { name: 'Change e-mail' }));
  }

  it.each([
    [400, 'CODE_INVALID', 'Invalid verification code'],
    [400, 'CODE_EXPIRED', 'Verification code has expired'],
    [400, 'EMAIL_TAKEN', 'This email address is already registered.'],
    [400, 'VALIDATION_FAILED', 'Failed to change email'],
  ])('answers %i %s with "%s"', async (status, code, text) => {
    server.use(
      http.post('*/api/account/change-email', () =>
        HttpResponse.json(failure(status, code, 'x').body, { status }),
      ),
    );
    const { user } = await openForm();
    await submitValid(user);
    expect(await within(card()).findByRole('alert')).toHaveTextContent(text);
  });

  it('changes the address, then logs out and offers the login with a note', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/account/change-email', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ success: true, message: 'Email changed. Please log in again.' });
      }),
    );
    const { user } = await openForm();
    await submitValid(user);
    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
    expect(bodies).toEqual([
      { code: '123456', newEmail: 'ada.new@example.com', confirmEmail: 'ada.new@example.com' },
    ]);
    expect(await screen.findByRole('dialog', { name: 'Login' })).toHaveTextContent(
      'Email changed. Please log in again with your new address.',
    );
  });
});

describe('account settings, tabs', () => {
  it('switches to Security and keeps it in the address', async () => {
    const { user, router } = await openSettings();
    await user.click(screen.getByRole('tab', { name: 'Security' }));
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=security');
    act(() => undefined);
  });
});
