import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/lib/query/query-client';
import { createI18n } from '@/lib/i18n/setup';
import { getSessionUser, setSession, useSessionUser } from '@/lib/session/session';
import { failure, makeUser } from '../testing/fixtures';
import { DataRightsCard } from './data-rights-card';
import { accountSecurityHandlers } from '../../../../test/account-security-handlers';

const DUE = '2026-05-08T12:00:00.000Z';
const bodies: unknown[] = [];

const server = setupServer(...accountSecurityHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());
beforeEach(() => {
  bodies.length = 0;
  document.cookie = 'XSRF-TOKEN=test-csrf';
});

/** The card as the security tab shows it: for the signed-in player of the session store. */
function Card() {
  const user = useSessionUser();
  return user ? <DataRightsCard user={user} /> : null;
}

async function renderCard(deletionDueAt: string | null = null) {
  setSession('test-token', makeUser({ deletionDueAt }));
  const i18n = await createI18n('en');
  render(
    <AppProviders i18n={i18n} queryClient={createQueryClient()} sessionEffects={false}>
      <Card />
    </AppProviders>,
  );
  return userEvent.setup();
}

describe('"Your data" card on the security tab', () => {
  it('downloads the data as a JSON file through an object URL', async () => {
    server.use(
      http.get('*/api/account/export', ({ request }) => {
        bodies.push(request.headers.get('authorization'));
        return HttpResponse.json(
          { format: 'pitchside.account-export.v1', account: { id: 7 } },
          { headers: { 'content-disposition': 'attachment; filename="x.json"' } },
        );
      }),
    );
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:data');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = await renderCard();
    expect(await screen.findByRole('heading', { name: 'Your data' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^pitchside-data-PS-ADA001-\d{4}-\d{2}-\d{2}\.json$/);
    expect(bodies).toEqual(['Bearer test-token']);
    const blob = createObjectURL.mock.calls[0]?.[0] as Blob;
    expect(JSON.parse(await blob.text())).toMatchObject({ account: { id: 7 } });
  });

  it('says so when the download fails', async () => {
    server.use(
      http.get('*/api/account/export', () =>
        HttpResponse.json(failure(500, 'INTERNAL_ERROR', 'boom').body, { status: 500 }),
      ),
    );
    const user = await renderCard();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('The download failed. Please try again.')).toBeInTheDocument();
  });

  it('asks for a code as well when two-factor is on', async () => {
    server.use(
      http.get('*/api/account/two-factor', () =>
        HttpResponse.json({ success: true, data: { enabled: true, required: false, recoveryCodesLeft: 10 } }),
      ),
      http.post('*/api/account/deletion', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          success: true,
          data: { deletionDueAt: DUE, user: makeUser({ deletionDueAt: DUE }) },
        });
      }),
    );
    const user = await renderCard();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText('Password'), 'Goal-keeper9');
    await user.type(await within(dialog).findByLabelText('Code from the app or a recovery code'), '123 456');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await screen.findByRole('dialog', { name: 'Deletion scheduled' });
    expect(bodies).toEqual([{ password: 'Goal-keeper9', code: '123456' }]);
  });

  it('deletes the account with the password: a wrong one is refused, then the date is shown', async () => {
    server.use(
      http.post('*/api/account/deletion', async ({ request }) => {
        const body = (await request.json()) as { password: string };
        bodies.push(body);
        if (body.password !== 'Goal-keeper9') {
          const refused = failure(400, 'WRONG_CURRENT_PASSWORD', 'Current password is incorrect');
          return HttpResponse.json(refused.body, { status: refused.status });
        }
        return HttpResponse.json({
          success: true,
          data: { deletionDueAt: DUE, user: makeUser({ deletionDueAt: DUE }) },
        });
      }),
    );
    const user = await renderCard();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent('In 7 days your profile');
    expect(dialog).toHaveTextContent('Orders and balance records are kept');

    const submit = within(dialog).getByRole('button', { name: 'Delete my account' });
    await user.click(submit);
    expect(await within(dialog).findByText('Password is required')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    const password = within(dialog).getByLabelText('Password');
    await user.type(password, 'wrong-password');
    await user.click(submit);
    expect(await within(dialog).findByText('Current password is incorrect')).toBeInTheDocument();
    expect(getSessionUser()?.deletionDueAt).toBeNull();

    await user.clear(password);
    await user.type(password, 'Goal-keeper9');
    await user.click(submit);
    const scheduled = await screen.findByRole('dialog', { name: 'Deletion scheduled' });
    expect(scheduled).toHaveTextContent(/Your account will be deleted on May 8, 2026/);
    expect(scheduled).toHaveTextContent('Signing in before then cancels the deletion.');
    expect(bodies).toEqual([{ password: 'wrong-password' }, { password: 'Goal-keeper9' }]);
    expect(getSessionUser()?.deletionDueAt).toBe(DUE);

    // The footer's button (the corner's × is named "Close" too).
    const closeButtons = within(scheduled).getAllByRole('button', { name: 'Close' });
    await user.click(closeButtons[closeButtons.length - 1] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Account deletion pending')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel deletion' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete my account' })).not.toBeInTheDocument();
  });

  it('shows a pending deletion with "Cancel deletion", which calls it off', async () => {
    server.use(
      http.delete('*/api/account/deletion', () =>
        HttpResponse.json({
          success: true,
          data: { deletionDueAt: null, user: makeUser({ deletionDueAt: null }) },
        }),
      ),
    );
    const user = await renderCard(DUE);
    expect(screen.getByText(/Your account will be deleted on May 8, 2026/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel deletion' }));
    expect(await screen.findByText('Your account deletion was cancelled.')).toBeInTheDocument();
    expect(getSessionUser()?.deletionDueAt).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete my account' })).toBeInTheDocument();
  });
});
