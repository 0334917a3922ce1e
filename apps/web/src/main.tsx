import '@/styles/index.css';
import { PRERENDERED_ATTRIBUTE, ROOT_ID } from '@pitchside/contract/server-page';
import { localiseTimes } from '@/lib/format/local-time';
import { registerServiceWorkerWhenIdle } from '@/lib/pwa/register-service-worker';

/**
 * The page's entry: puts the server's times in the reader's zone, then starts the app as soon as
 * the page has painted (decision 0021), whoever reads it and whether or not anyone touches it: a
 * countdown ticks, a live score updates, a sign-in link is redeemed at once. The app's chunks are
 * preloaded by the page (`modulepreload`), so the start waits on no round trip.
 */
async function boot(container: HTMLElement): Promise<void> {
  // First of all, as it shows: the server wrote the page's times in its own zone.
  localiseTimes(container, container.getAttribute(PRERENDERED_ATTRIBUTE) ?? document.documentElement.lang);
  const [app] = await Promise.all([loadApp(), afterPaint()]);
  await app.startApp(container);
}

/**
 * The app's code, evaluated in two tasks rather than one: React DOM and the router first, then the
 * app's start. Evaluating a module graph is one task of the main thread, which a tap would wait for.
 */
async function loadApp() {
  await import('react-dom/client');
  await new Promise((resolve) => setTimeout(resolve, 0));
  return import('./start-app');
}

/**
 * After the next frame has been painted: what the server sent shows before the app's work begins.
 * A page opened in the background paints no frame; the timer starts it there too.
 */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}

const container = document.getElementById(ROOT_ID);
if (container) {
  // On failure React never commits, so the static fallback inside #root stays and reveals itself.
  boot(container).catch((error: unknown) => console.error('The portal could not start', error));
}

// The installable app's service worker, once the page is idle (decision 0026).
registerServiceWorkerWhenIdle();
