import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRequest } from '@/lib/api/client';
import { useSessionStore } from '@/lib/session/session-store';
import { CONFIRMED_USER, renderApp } from '../../test/render-app';
import { connectApiClient } from './api-bridge';
import { accountSecurityHandlers } from '../../test/account-security-handlers';

const server = setupServer(
  ...accountSecurityHandlers,
  http.get('*/api/user/profile', () =>
    HttpResponse.json({ success: false, error: 'UNAUTHORIZED', message: 'Session expired' }, { status: 401 }),
  ),
  // The 401 sends the player home; the home page's public lists may load before the test ends.
  http.get('*/api/public/leaderboards/all', () =>
    HttpResponse.json({
      success: true,
      data: { topTeams: [], topPlayers: [], topScorers: [], topAssists: [] },
    }),
  ),
  http.get('*/api/public/*', () => HttpResponse.json({ success: true, data: [] })),
  http.get('*/api/shop/seasonal/*', () => HttpResponse.json({ success: true, data: [] })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('expired session', () => {
  it('logs out, goes home and opens the login modal on a 401', async () => {
    const { router } = await renderApp('/account/settings', { user: CONFIRMED_USER });
    await screen.findByRole('heading', { level: 1, name: 'Account settings' });
    const disconnect = connectApiClient((to) => router.navigate(to));

    await act(async () => {
      await apiRequest('/user/profile').catch(() => undefined);
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(useSessionStore.getState().token).toBeNull();
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    // Home renders under the modal and loads its public lists without a stray error.
    expect(await screen.findByRole('heading', { level: 1, name: 'Home', hidden: true })).toBeInTheDocument();
    disconnect();
  });

  it('sends a staff member without a second factor to set one up', async () => {
    server.use(
      http.get('*/api/admin/users', () =>
        HttpResponse.json(
          {
            success: false,
            error: 'TWO_FACTOR_REQUIRED',
            message: 'Set up two-factor sign-in to use the staff tools.',
          },
          { status: 403 },
        ),
      ),
    );
    const { router } = await renderApp('/account/settings', { user: CONFIRMED_USER });
    await screen.findByRole('heading', { level: 1, name: 'Account settings' });
    const disconnect = connectApiClient((to) => router.navigate(to));
    await act(async () => {
      await apiRequest('/admin/users').catch(() => undefined);
    });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=security'));
    expect(router.state.location.pathname).toBe('/account/settings');
    // Not logged out: only sent to the security tab.
    expect(useSessionStore.getState().token).not.toBeNull();
    disconnect();
  });
});
