import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONFIRMED_USER, renderApp } from '../../../test/render-app';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('header', () => {
  it('gets its shadow only after more than 10 px of scroll', async () => {
    await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    const header = screen.getByRole('banner');
    expect(header).not.toHaveAttribute('data-scrolled');

    scrollTo(10);
    expect(header).not.toHaveAttribute('data-scrolled');

    scrollTo(11);
    expect(header).toHaveAttribute('data-scrolled', 'true');

    scrollTo(0);
    expect(header).not.toHaveAttribute('data-scrolled');
  });

  it('shows a logo link home and a Login button to guests', async () => {
    const { user } = await renderApp('/vip');
    await screen.findByRole('heading', { level: 1, name: 'VIP System' });
    const header = screen.getByRole('banner');

    expect(within(header).getByRole('link', { name: /Pitchside/ })).toHaveAttribute('href', '/');
    expect(within(header).queryByRole('group', { name: 'Your stats' })).not.toBeInTheDocument();
    await user.click(within(header).getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows the live stat strip and the account menu to a logged-in player', async () => {
    const { user, router } = await renderApp('/', { user: CONFIRMED_USER });
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    const header = screen.getByRole('banner');

    const strip = within(header).getByRole('group', { name: 'Your stats' });
    expect(strip).toHaveTextContent('Striker99');
    expect(strip).toHaveTextContent('Night Owls FC');
    expect(strip).toHaveTextContent('42');
    expect(strip).toHaveTextContent('18');
    expect(strip).toHaveTextContent('12.5K');
    expect(strip).toHaveTextContent('Gold');
    expect(within(header).queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();

    await user.click(within(header).getByRole('button', { name: 'Account menu for Striker99' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Account settings', 'Balance history', 'Support', 'Logout']);

    await user.click(within(menu).getByRole('menuitem', { name: 'Balance history' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/balance-history'));
  });

  it('logs out from the account menu', async () => {
    const { user } = await renderApp('/', { user: CONFIRMED_USER });
    await screen.findByRole('heading', { level: 1, name: 'Home' });

    await user.click(screen.getByRole('button', { name: 'Account menu for Striker99' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    expect(
      await within(screen.getByRole('banner')).findByRole('button', { name: 'Login' }),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem('pitchside.user')).toBeNull();
  });

  it('falls back to web points and "No VIP" when the newer fields are missing', async () => {
    await renderApp('/', {
      user: { emailconfirmed: true, nickname: 'Rookie', webpoint: 2_300_000, webpoint2: null, vip: null },
    });
    const strip = await screen.findByRole('group', { name: 'Your stats' });
    expect(strip).toHaveTextContent('2.3M');
    expect(strip).toHaveTextContent('No VIP');
  });
});
