import type { LanguageCode } from '@pitchside/contract/languages';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { preloadHeaderMenus } from '@/app/layout/header-menus';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/lib/query/query-client';
import { appRoutes } from '@/app/router';
import { createI18n } from '@/lib/i18n/setup';
import { setSession } from '@/lib/session/session';
import type { SessionUser } from '@/lib/session/session-user';

export const CONFIRMED_USER: SessionUser = {
  emailconfirmed: true,
  nickname: 'Striker99',
  email: 'striker@example.com',
  teamName: 'Night Owls FC',
  mainlevel: 42,
  seasonLevel: 18,
  webpoint2: 12_500,
  vip: { tier: 2, tierName: 'Gold' },
};

interface RenderAppOptions {
  user?: SessionUser;
  language?: LanguageCode;
  /** Runs the session's background calls (validate, notifications); off so other tests see none. */
  sessionEffects?: boolean;
  /** Renders before the header's menus have loaded, as on a slow network; off by default. */
  menusStillLoading?: boolean;
}

/** The real route table, providers and layout in a memory router. */
export async function renderApp(
  path = '/',
  { user, language = 'en', sessionEffects = false, menusStillLoading = false }: RenderAppOptions = {},
) {
  if (user) setSession('test-token', user);
  const i18n = await createI18n(language);
  // As the app does (main.tsx), the header's menus are here before the first render: a click on
  // them then meets the real menu, not the stand-in a slow network would show (user-menu.test.tsx).
  if (!menusStillLoading) await preloadHeaderMenus({ signedIn: Boolean(user) });
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const view = render(
    <AppProviders i18n={i18n} queryClient={createQueryClient()} sessionEffects={sessionEffects}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, i18n, user: userEvent.setup() };
}
