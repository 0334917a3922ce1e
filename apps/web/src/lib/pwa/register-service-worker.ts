/** Where the build writes the service worker (build/pwa.ts: src/service-worker/service-worker.ts). */
export const SERVICE_WORKER_URL = '/service-worker.js';

/**
 * Registers the portal's service worker once the page has loaded and the browser is idle, so a
 * first visit pays nothing for it (the registration code, workbox-window, is a chunk of its own).
 * Not in `npm run dev`: Vite serves modules there, which the worker would not know.
 */
export function registerServiceWorkerWhenIdle(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = () => {
    void import('./service-worker-client')
      .then((client) => client.registerServiceWorker(SERVICE_WORKER_URL))
      .catch((error: unknown) => console.warn('The service worker could not be registered', error));
  };
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(register, { timeout: 5000 })
      : setTimeout(register, 2000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
