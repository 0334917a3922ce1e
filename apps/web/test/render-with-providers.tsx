import type { LanguageCode } from '@pitchside/contract/languages';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/lib/query/query-client';
import { createI18n } from '@/lib/i18n/setup';

// Embla watches slides with an IntersectionObserver, which jsdom lacks.
globalThis.IntersectionObserver ??= class {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
} as unknown as typeof IntersectionObserver;

interface RenderOptions {
  language?: LanguageCode;
  path?: string;
  /** userEvent options; tests with fake timers pass { advanceTimers: vi.advanceTimersByTime }. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

/**
 * One component with the app's providers (query client, i18n, direction) inside a memory router,
 * without the layout: for screens and sections tested on their own. Any other path renders a
 * marker, so a test can check where a link led.
 */
export async function renderWithProviders(
  ui: ReactElement,
  { language = 'en', path = '/', userOptions }: RenderOptions = {},
) {
  const i18n = await createI18n(language);
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <p data-testid="navigated-away" /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, i18n, queryClient, user: userEvent.setup(userOptions) };
}
