import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { useModalStore } from '@/lib/modals/modal-store';
import { CONFIRMED_USER, renderApp } from '../../test/render-app';
import { SCREENS } from './screen-modules';

// The home screen's code (and its sections') is transformed on first use, seconds on a busy
// two-core machine: before the tests, not inside the first one's wait for its heading.
beforeAll(() => SCREENS.home.load(), 30_000);

describe('navigation guards', () => {
  it('sends a guest from a protected screen home and opens the login modal', async () => {
    const { router } = await renderApp('/spin');

    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The open dialog hides the page from assistive tech, hence `hidden`.
    expect(await screen.findByRole('heading', { level: 1, name: 'Home', hidden: true })).toBeInTheDocument();
    expect(useModalStore.getState().open).toBe('login');
    expect(screen.queryByRole('heading', { level: 1, name: 'Spin The Wheel' })).not.toBeInTheDocument();
  });

  it('sends a logged-in player away from a guest-only screen', async () => {
    const { router } = await renderApp('/reset-password/abc123', { user: CONFIRMED_USER });

    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends a player with an unconfirmed e-mail home without the login modal', async () => {
    const { router } = await renderApp('/webshop/tickets', {
      user: { ...CONFIRMED_USER, emailconfirmed: false },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(useModalStore.getState().open).toBeNull();
  });

  it('shows a protected screen to a confirmed player', async () => {
    const { router } = await renderApp('/account/balance-history', { user: CONFIRMED_USER });

    expect(await screen.findByRole('heading', { level: 1, name: 'Balance history' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/balance-history');
  });

  it('keeps the back office to staff and its audit log to admins', async () => {
    const asPlayer = await renderApp('/admin', { user: CONFIRMED_USER });
    await waitFor(() => expect(asPlayer.router.state.location.pathname).toBe('/'));
    asPlayer.unmount();

    // Staff whose role does not cover a screen are told so in the console, with the way back.
    const asSupport = await renderApp('/admin/logs', { user: { ...CONFIRMED_USER, role: 'support' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
    expect(
      screen.getByText('Your role (Support) may not open this part of the console.'),
    ).toBeInTheDocument();
    expect(asSupport.router.state.location.pathname).toBe('/admin/logs');
    expect(screen.queryByRole('heading', { level: 1, name: 'Audit log' })).not.toBeInTheDocument();
    await asSupport.router.navigate('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Players' })).toBeInTheDocument();
    // Support looks players up; the audit log is not offered to them.
    expect(screen.queryByRole('link', { name: 'Audit log' })).not.toBeInTheDocument();
    asSupport.unmount();

    // A content editor has no player lookup, a finance member no audit log (decision 0025).
    const asContent = await renderApp('/admin', { user: { ...CONFIRMED_USER, role: 'content' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'Back to the console' });
    expect(back).toHaveAttribute('href', '/admin/content');
    await asContent.user.click(back);
    // The content screen is the console's largest: its first, cold load takes a busy machine seconds.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Content' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Players' })).not.toBeInTheDocument();
    asContent.unmount();

    const asFinance = await renderApp('/admin/logs', { user: { ...CONFIRMED_USER, role: 'finance' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
    asFinance.unmount();

    const asAdmin = await renderApp('/admin/logs', { user: { ...CONFIRMED_USER, role: 'admin' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    expect(asAdmin.router.state.location.pathname).toBe('/admin/logs');
  });

  it('shows the guest-only reset screen to a guest', async () => {
    await renderApp('/reset-password/abc123');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset password' })).toBeInTheDocument();
  });

  it('guards in-app navigation too, not only the first load', async () => {
    const { router } = await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Home' });

    await router.navigate('/account/settings');

    await waitFor(() => expect(useModalStore.getState().open).toBe('login'));
    expect(router.state.location.pathname).toBe('/');
  });
});
