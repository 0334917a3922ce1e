import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useModalStore } from '@/lib/modals/modal-store';
import { failure, FOUND_PLAYER } from '../testing/fixtures';
import { renderAccount } from '../testing/render-account';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-csrf';
});

function answerSearch() {
  const asked: string[] = [];
  server.use(
    http.get('*/api/account/search-with-referral', ({ request }) => {
      const id = new URL(request.url).searchParams.get('referralID') ?? '';
      asked.push(id);
      if (id === 'PS-USED01')
        return HttpResponse.json(
          failure(409, 'REFERRAL_ALREADY_USED', 'This referral ID has already been used for registration.')
            .body,
          { status: 409 },
        );
      if (id !== FOUND_PLAYER.ReferralId)
        return HttpResponse.json(failure(404, 'REFERRAL_NOT_FOUND', 'nf').body, { status: 404 });
      return HttpResponse.json({ success: true, data: FOUND_PLAYER });
    }),
  );
  return asked;
}

async function openSignup() {
  const view = await renderAccount('/');
  act(() => useModalStore.getState().openModal('signup'));
  const dialog = await screen.findByRole('dialog', { name: 'Sign up' });
  return { ...view, dialog };
}

async function searchFor(dialogUser: Awaited<ReturnType<typeof openSignup>>, id: string) {
  const { user, dialog } = dialogUser;
  await user.type(within(dialog).getByLabelText('Referral ID'), id);
  await user.click(within(dialog).getByRole('button', { name: 'Search' }));
}

async function reachAccountStep() {
  answerSearch();
  const view = await openSignup();
  await searchFor(view, FOUND_PLAYER.ReferralId);
  await view.user.click(await within(view.dialog).findByRole('button', { name: 'Confirm' }));
  await within(view.dialog).findByText('Step 3 of 3 · Your account');
  return view;
}

describe('sign-up, step 1: referral search', () => {
  it('asks for a referral ID', async () => {
    const { user, dialog } = await openSignup();
    expect(within(dialog).getByText('Step 1 of 3 · Referral ID')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(await within(dialog).findByText('Please enter referral ID')).toBeInTheDocument();
  });

  it('says so when the referral ID does not exist', async () => {
    answerSearch();
    const view = await openSignup();
    await searchFor(view, 'PS-NOPE00');
    expect(await within(view.dialog).findByRole('alert')).toHaveTextContent(
      'Referral ID not found. Please check and try again.',
    );
  });

  it('falls back to the search failure text', async () => {
    server.use(
      http.get('*/api/account/search-with-referral', () =>
        HttpResponse.json(failure(400, 'VALIDATION_FAILED', 'x').body, { status: 400 }),
      ),
    );
    const view = await openSignup();
    await searchFor(view, 'PS-WHAT');
    expect(await within(view.dialog).findByRole('alert')).toHaveTextContent(
      'Failed to search referral ID. Please try again.',
    );
  });

  it('opens the error modal for a referral ID that already has an account, closed with OK', async () => {
    answerSearch();
    const view = await openSignup();
    await searchFor(view, 'PS-USED01');
    const error = await screen.findByRole('dialog', { name: 'Referral ID already used' });
    expect(error).toHaveTextContent('This referral ID has already been used for registration.');
    await view.user.click(within(error).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Referral ID already used' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('dialog', { name: 'Sign up' })).toBeInTheDocument();
  });
});

describe('sign-up, step 2: confirm the player', () => {
  it('shows nickname, team, level and premium type; Back returns to an empty step 1', async () => {
    answerSearch();
    const view = await openSignup();
    await searchFor(view, FOUND_PLAYER.ReferralId);
    const { dialog, user } = view;
    expect(await within(dialog).findByText('Step 2 of 3 · Confirm player')).toBeInTheDocument();
    const details = within(dialog).getByText('NightHawk').closest('dl') as HTMLElement;
    expect(details).toHaveTextContent('NicknameNightHawk');
    expect(details).toHaveTextContent('TeamHarbour Lions');
    expect(details).toHaveTextContent('Level57');
    expect(details).toHaveTextContent('Premium typePlatinum');

    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(await within(dialog).findByText('Step 1 of 3 · Referral ID')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Referral ID')).toHaveValue('');
  });
});

describe('sign-up, step 3: the account form', () => {
  it('shows the referral ID read-only', async () => {
    const { dialog } = await reachAccountStep();
    const referral = within(dialog).getByLabelText('Referral ID');
    expect(referral).toHaveValue(FOUND_PLAYER.ReferralId);
    expect(referral).toHaveAttribute('readonly');
  });

  it('checks every field with the spec messages', async () => {
    const { dialog, user } = await reachAccountStep();
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await within(dialog).findByText('Email is required')).toBeInTheDocument();
    expect(within(dialog).getByText('First name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Last name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Password is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please confirm your password')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('E-mail'), 'ada@');
    await user.type(within(dialog).getByLabelText('First name'), 'A');
    await user.type(within(dialog).getByLabelText('Last name'), 'L');
    await user.type(within(dialog).getByLabelText('Password'), 'short12');
    await user.type(within(dialog).getByLabelText('Confirm password'), 'other');
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await within(dialog).findByText('Please enter a valid email')).toBeInTheDocument();
    expect(within(dialog).getByText('First name must be at least 2 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Last name must be at least 2 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Password must be at least 8 characters')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'long-enough-1');
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await within(dialog).findByText('Passwords do not match')).toBeInTheDocument();
  });

  async function fillValid(view: Awaited<ReturnType<typeof reachAccountStep>>) {
    const { dialog, user } = view;
    await user.type(within(dialog).getByLabelText('E-mail'), 'New.Player@Example.COM');
    await user.type(within(dialog).getByLabelText('First name'), 'Ada');
    await user.type(within(dialog).getByLabelText('Last name'), 'Lovelace');
    await user.type(within(dialog).getByLabelText('Password'), 'Goal-keeper9');
    await user.type(within(dialog).getByLabelText('Confirm password'), 'Goal-keeper9');
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
  }

  it('registers with the spec payload and opens the verification modal with the success message', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/account/register', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          { success: true, requiresVerification: true, message: 'Registration successful.' },
          { status: 201 },
        );
      }),
    );
    const view = await reachAccountStep();
    await fillValid(view);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      email: 'new.player@example.com',
      password: 'Goal-keeper9',
      name: 'Ada',
      surname: 'Lovelace',
      referralid: 'PS-7K2M9Q',
      fmid: 4411,
      nickname: 'NightHawk',
      mainlevel: 57,
      seasonlevel: 19,
      teamname: 'Harbour Lions',
      language: 'en',
    });
    const verify = await screen.findByRole('dialog', { name: 'E-mail Verification' });
    expect(verify).toHaveTextContent('Registration successful!');
    expect(verify).toHaveTextContent('We sent a 6-digit verification code to new.player@example.com.');
    // Sign-up has just sent a code, so resending waits out the 120 s cooldown.
    expect(
      within(verify).getByRole('button', { name: /Resend code in 2:00|Resend code in 1:59/ }),
    ).toBeDisabled();
  });

  it.each([
    ['EMAIL_TAKEN', 400, 'This email address is already registered.'],
    ['REFERRAL_ALREADY_USED', 409, 'This referral ID has already been used.'],
    ['INTERNAL_ERROR', 500, 'Server error. Please try again later.'],
    ['CONFLICT', 409, 'Registration failed. Please try again.'],
  ])('shows %s in the "Registration Failed" warning', async (code, status, text) => {
    server.use(
      http.post('*/api/account/register', () =>
        HttpResponse.json(failure(status, code, 'x').body, { status }),
      ),
    );
    const view = await reachAccountStep();
    await fillValid(view);
    const warning = await within(view.dialog).findByRole('status');
    expect(warning).toHaveTextContent('Registration Failed');
    expect(warning).toHaveTextContent(text);
  });

  it('maps the server field checks to the spec texts', async () => {
    server.use(
      http.post('*/api/account/register', () =>
        HttpResponse.json(failure(400, 'VALIDATION_FAILED', 'Password must be at least 8 characters.').body, {
          status: 400,
        }),
      ),
    );
    const view = await reachAccountStep();
    await fillValid(view);
    expect(await within(view.dialog).findByRole('status')).toHaveTextContent(
      'Password must be at least 8 characters.',
    );
  });
});
