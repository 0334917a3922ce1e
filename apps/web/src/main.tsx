import '@/styles/index.css';
import { localiseTimes } from '@/lib/format/local-time';
import { holdClicks, latestStartMs, prefetchWhenIdle, whenNeeded } from '@/lib/start-when-needed';
import { readStorage, STORAGE_KEYS } from '@/lib/storage';
import { registerServiceWorkerWhenIdle } from '@/lib/pwa/register-service-worker';

/**
 * The entry is small on purpose: it decides when the app starts and loads it then (decision 0020).
 * A page the server rendered whole for a guest waits until it needs the app; any other page (the
 * plain shell of a signed-in player or of a screen not rendered on the server, a page still showing
 * a skeleton) is not whole without it and starts it at once.
 */
async function boot(container: HTMLElement): Promise<void> {
  // First of all, as it shows: the server wrote the page's times in its own zone.
  localiseTimes(container, container.dataset.prerendered ?? document.documentElement.lang);
  // Only a page the server rendered whole can wait: one still showing a skeleton needs the app
  // to fetch what fills it.
  const waits =
    container.dataset.prerendered !== undefined &&
    container.dataset.complete !== undefined &&
    matchesGuestPage();
  if (!waits) {
    const app = await import('./start-app');
    await app.startApp(container);
    return;
  }
  const clicks = holdClicks(container);
  try {
    prefetchWhenIdle(container.dataset.files?.split(' ').filter(Boolean) ?? []);
    const refreshAt = container.dataset.refreshAt;
    await whenNeeded(latestStartMs(refreshAt === undefined ? undefined : Number(refreshAt)));
    const app = await import('./start-app');
    await app.startApp(container);
    await app.started;
  } finally {
    // Replayed in the app's hands, or, if it could not start, as the browser would handle it.
    clicks.release();
  }
}

/**
 * Whether the app's first render will match the server's page: a guest's, side menu open (as
 * `matchesServerPage` in start-app.tsx decides).
 */
function matchesGuestPage(): boolean {
  return !readStorage(STORAGE_KEYS.token) && readStorage(STORAGE_KEYS.menuCollapsed) !== '1';
}

const container = document.getElementById('root');
if (container) {
  // On failure React never commits, so the static fallback inside #root stays and reveals itself.
  boot(container).catch((error: unknown) => console.error('The portal could not start', error));
}

// The installable app's service worker, once the page is idle (decision 0026).
registerServiceWorkerWhenIdle();
