import { ROUTE_REDIRECTS, SCREEN_ROUTES } from '@pitchside/contract/routes';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/routes.json';
import { CONFIRMED_USER, renderApp } from '../../test/render-app';

describe('route table', () => {
  it.each(ROUTE_REDIRECTS.map((redirect) => [redirect.from, redirect.to]))(
    'redirects %s to %s',
    async (from, to) => {
      const { router } = await renderApp(from, { user: CONFIRMED_USER });
      await waitFor(() => expect(router.state.location.pathname).toBe(to));
      // Replaced, not pushed: Back must not land on the redirect again.
      expect(router.state.historyAction).toBe('REPLACE');
    },
  );

  it('shows the 404 screen for an unknown path, with a link home', async () => {
    await renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Page Not Found | Pitchside'));
  });

  it.each(SCREEN_ROUTES.map((route) => [route.path, route.titleKey]))(
    'renders %s with its title as heading and document title',
    async (path, titleKey) => {
      const title = en[titleKey];
      const access = SCREEN_ROUTES.find((r) => r.path === path)?.access;
      const role = access === 'staff' ? 'admin' : undefined;
      // An id that names no player: the player screen keeps its route title over "not found".
      await renderApp(path.replace(':token', 'token123').replace(':id', 'none'), {
        user: path.startsWith('/reset') ? undefined : role ? { ...CONFIRMED_USER, role } : CONFIRMED_USER,
      });

      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe(`${title} | Pitchside`));
    },
  );

  it('follows the language for the document title', async () => {
    const { i18n } = await renderApp('/vip');
    await waitFor(() => expect(document.title).toBe('VIP System | Pitchside'));

    i18n.addResourceBundle('de', 'routes', { vip: 'VIP-System' });
    await i18n.changeLanguage('de');

    await waitFor(() => expect(document.title).toBe('VIP-System | Pitchside'));
  });
});
