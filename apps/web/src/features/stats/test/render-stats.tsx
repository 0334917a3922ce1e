import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createI18n } from '@/lib/i18n/setup';

/**
 * One stats screen with real i18n and a fresh query client. Retries are off so a failing call
 * shows its error at once; every other option comes from the screen's own hooks.
 */
export async function renderStats(ui: ReactNode, path = '/') {
  const i18n = await createI18n('en');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return {
    ...view,
    queryClient,
    router,
    // With fake timers, user-event's own small pauses must move the fake clock.
    user: userEvent.setup({
      advanceTimers: (ms) => {
        if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
      },
    }),
  };
}
