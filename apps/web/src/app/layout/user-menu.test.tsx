import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CONFIRMED_USER, renderApp } from '../../../test/render-app';

// The dropdown's code arrives only when the test says so, as on a slow phone.
const arrival = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { arrived, release: () => release() };
});
vi.mock('./user-menu-dropdown', async (importOriginal) => {
  await arrival.arrived;
  return importOriginal();
});

describe('account menu before its code has arrived', () => {
  it('keeps a click on the stand-in button and opens the menu when the code arrives', async () => {
    const { user } = await renderApp('/vip', { user: CONFIRMED_USER, menusStillLoading: true });
    await screen.findByRole('heading', { level: 1, name: 'VIP System' });

    await user.click(screen.getByRole('button', { name: 'Account menu for Striker99' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    arrival.release();
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Account settings' })).toBeInTheDocument();
  });
});
