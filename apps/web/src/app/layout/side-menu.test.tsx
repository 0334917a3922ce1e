import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useModalStore } from '@/lib/modals/modal-store';
import { useSessionStore } from '@/lib/session/session-store';
import { CONFIRMED_USER, renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';
import { DESKTOP_ONLY, MOBILE_ONLY } from './header';
import { SIDE_MENU_ID } from './side-menu';

function mainMenu() {
  return screen.getByRole('navigation', { name: 'Main menu' });
}

describe('side menu', () => {
  it('keeps only one group open at a time', async () => {
    const { user } = await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    const matches = within(mainMenu()).getByRole('button', { name: 'Matches' });
    const webshop = within(mainMenu()).getByRole('button', { name: /Webshop/ });

    await user.click(matches);
    expect(matches).toHaveAttribute('aria-expanded', 'true');
    expect(within(mainMenu()).getByRole('link', { name: "Today's matches" })).toBeVisible();

    await user.click(webshop);
    expect(webshop).toHaveAttribute('aria-expanded', 'true');
    expect(matches).toHaveAttribute('aria-expanded', 'false');
    expect(within(mainMenu()).queryByRole('link', { name: "Today's matches" })).not.toBeInTheDocument();
    expect(within(mainMenu()).getByRole('link', { name: /Daily offer/ })).toHaveTextContent(/Upgraded/i);

    await user.click(webshop);
    expect(webshop).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on the group of the current screen and marks the active link', async () => {
    await renderApp('/stats/hall-of-fame');
    await screen.findByRole('heading', { level: 1, name: 'Hall of fame' });

    expect(within(mainMenu()).getByRole('button', { name: 'Stats & events' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(mainMenu()).getByRole('link', { name: 'Hall of fame' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(mainMenu()).getByRole('link', { name: 'Homepage' })).not.toHaveAttribute('aria-current');
  });

  it('links the Telegram bot in a new tab and marks Webshop and Games as hot', async () => {
    await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Home' });

    const telegram = within(mainMenu()).getByRole('link', { name: /Telegram bot/ });
    expect(telegram).toHaveAttribute('href', 'https://t.me/PitchsideBot');
    expect(telegram).toHaveAttribute('target', '_blank');
    expect(telegram.getAttribute('rel')).toContain('noopener');
    expect(within(mainMenu()).getByRole('button', { name: /Webshop/ })).toHaveTextContent(/hot/i);
    expect(within(mainMenu()).getByRole('button', { name: /Games/ })).toHaveTextContent(/hot/i);
  });

  it('offers Login and Register to guests, and they open their modals', async () => {
    const { user } = await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Home' });

    expect(within(mainMenu()).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    await user.click(within(mainMenu()).getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('dialog', { name: 'Sign up' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(within(mainMenu()).getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });

  it('offers Logout to a logged-in player, which ends the session and goes home', async () => {
    const { user, router } = await renderApp('/account/settings', { user: CONFIRMED_USER });
    await screen.findByRole('heading', { level: 1, name: 'Account settings' });

    expect(within(mainMenu()).queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    await user.click(within(mainMenu()).getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(useSessionStore.getState().token).toBeNull();
    expect(window.localStorage.getItem('pitchside.token')).toBeNull();
    expect(useModalStore.getState().open).toBeNull();
    expect(within(mainMenu()).getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('collapses to an icon rail on desktop and remembers it', async () => {
    const first = await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Home' });

    await first.user.click(screen.getByRole('button', { name: 'Collapse menu' }));
    expect(screen.getByRole('button', { name: 'Expand menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(mainMenu()).getByRole('link', { name: 'Homepage' })).toBeInTheDocument();
    expect(within(mainMenu()).queryByText('Homepage')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('pitchside.menu-collapsed')).toBe('1');
    first.unmount();

    const second = await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    expect(screen.getByRole('button', { name: 'Expand menu' })).toBeInTheDocument();

    // A group icon in the rail re-opens the menu on that group.
    await second.user.click(within(mainMenu()).getByRole('button', { name: 'Matches' }));
    expect(within(mainMenu()).getByRole('button', { name: 'Matches' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});

describe('mobile drawer', () => {
  it('opens from the header as a dialog and closes on navigation', async () => {
    setViewportWidth(375);
    const { user, router } = await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    // Both menus are in the server's HTML; CSS (which jsdom does not apply) shows the phone's one.
    expect(document.getElementById(SIDE_MENU_ID)).toHaveClass(DESKTOP_ONLY);
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveClass(MOBILE_ONLY);

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(drawer).getByRole('link', { name: 'Social Site' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    await waitFor(() => expect(router.state.location.pathname).toBe('/social'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Social Site' })).toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    setViewportWidth(600);
    const { user } = await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Home' });

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('switches to the drawer when the window narrows to 768 px', async () => {
    const { user } = await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    expect(mainMenu()).toBeInTheDocument();

    setViewportWidth(768);

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });
});
