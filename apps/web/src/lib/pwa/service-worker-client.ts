import { Workbox } from 'workbox-window';
import type { updateStore as UpdateStore } from './update-store';

/**
 * Registers the service worker. A new version installed while the portal is open waits; the
 * player is asked to reload (UpdatePrompt), and only then does it take over and the page reload,
 * so nothing is replaced under a running app.
 */
export async function registerServiceWorker(url: string, updateStore: typeof UpdateStore): Promise<void> {
  const workbox = new Workbox(url, { scope: '/', updateViaCache: 'none' });
  workbox.addEventListener('waiting', () => {
    updateStore.set(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  await workbox.register();
}
