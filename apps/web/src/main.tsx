import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { connectApiClient } from '@/app/api-bridge';
import { AppErrorBoundary } from '@/app/error-boundary';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { createI18n } from '@/lib/i18n/setup';
import '@/styles/index.css';

async function start(container: HTMLElement): Promise<void> {
  // A language whose files fail to load must not keep the portal from starting: English is bundled.
  const i18n = await createI18n().catch(() => createI18n('en'));
  const router = createAppRouter();
  connectApiClient((to) => router.navigate(to));
  createRoot(container).render(
    <StrictMode>
      <AppErrorBoundary>
        <AppProviders i18n={i18n} queryClient={createQueryClient()}>
          <RouterProvider router={router} />
        </AppProviders>
      </AppErrorBoundary>
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container) {
  // On failure React never commits, so the static fallback inside #root stays and reveals itself.
  start(container).catch((error: unknown) => console.error('The portal could not start', error));
}
