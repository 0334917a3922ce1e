import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRMED_USER, renderApp } from '../../../test/render-app';
import { SCREENS } from '../screen-modules';

// Only the calls these tests look at; the screens' own public calls pass through untouched.
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
// The home screen's code (and its sections') is transformed on first use, seconds on a busy
// two-core machine: before the tests, not inside the first one's wait for its heading.
beforeAll(() => SCREENS.home.load(), 30_000);

// The home page has section headers of its own; the site header is the first banner.
const siteHeader = () => screen.getAllByRole('banner')[0] as HTMLElement;

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
    const header = siteHeader();
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
    const header = siteHeader();

    expect(within(header).getByRole('link', { name: /Pitchside/ })).toHaveAttribute('href', '/');
    expect(within(header).queryByRole('group', { name: 'Your stats' })).not.toBeInTheDocument();
    await user.click(within(header).getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows the live stat strip and the account menu to a logged-in player', async () => {
    const { user, router } = await renderApp('/', { user: CONFIRMED_USER });
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    const header = siteHeader();

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
    ).toEqual(['Account settings', 'Balance history', 'Redeem a code', 'Support', 'Logout']);

    await user.click(within(menu).getByRole('menuitem', { name: 'Balance history' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/balance-history'));
  });

  it('logs out from the account menu, revoking the session on the server', async () => {
    const revoked: Array<string | null> = [];
    server.use(
      http.post('*/api/account/logout', ({ request }) => {
        revoked.push(request.headers.get('authorization'));
        return HttpResponse.json({ success: true, message: 'Logged out' });
      }),
    );
    document.cookie = 'XSRF-TOKEN=test-csrf';
    const { user } = await renderApp('/', { user: CONFIRMED_USER });
    await screen.findByRole('heading', { level: 1, name: 'Home' });

    await user.click(screen.getByRole('button', { name: 'Account menu for Striker99' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    expect(await within(siteHeader()).findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(window.localStorage.getItem('pitchside.user')).toBeNull();
    await waitFor(() => expect(revoked).toEqual(['Bearer test-token']));
  });

  it('shows the notification bell to logged-in players only', async () => {
    await renderApp('/', { user: CONFIRMED_USER });
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    expect(within(siteHeader()).getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('shows the profile photo in the account menu button when the player has one', async () => {
    await renderApp('/', { user: { ...CONFIRMED_USER, avatar: '/api/account/avatar/7?v=1' } });
    const trigger = await within(siteHeader()).findByRole('button', { name: 'Account menu for Striker99' });
    expect(trigger.querySelector('img')).toHaveAttribute('src', '/api/account/avatar/7?v=1');
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
