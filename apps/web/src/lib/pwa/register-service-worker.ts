import { updateStore } from './update-store';

/** Where the build writes the service worker (build/pwa.ts: src/service-worker/service-worker.ts). */
export const SERVICE_WORKER_URL = '/service-worker.js';

/**
 * Registers the portal's service worker once the page has loaded and the browser is idle, so a
 * first visit pays nothing for it (the registration code, workbox-window, is a chunk of its own).
 * Not in `npm run dev`: Vite serves modules there, which the worker would not know. The update
 * store is imported here so that it lives in the page's entry: the client's chunk, loaded on idle,
 * must not import the app's start (decision 0020).
 */
export function registerServiceWorkerWhenIdle(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = () => {
    void import('./service-worker-client')
      .then((client) => client.registerServiceWorker(SERVICE_WORKER_URL, updateStore))
      .catch((error: unknown) => console.warn('The service worker could not be registered', error));
  };
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(register, { timeout: 5000 })
      : setTimeout(register, 2000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
