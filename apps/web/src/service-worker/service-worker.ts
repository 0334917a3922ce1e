import { cacheNames, clientsClaim, type RouteHandlerCallbackOptions } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { PushPayload } from '@pitchside/contract/push';
import { OFFLINE_PAGE, PUBLIC_API_CACHE, SKIP_WAITING } from './constants.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/*
 * The portal's service worker (decision 0026). Precached: the app's start and shell (the page's
 * entry, the start chunk and what it imports, the stylesheet), the offline page and the icons; the
 * build lists them (build/pwa.ts). A new version waits until the player reloads (SKIP_WAITING),
 * so a running app never has its files replaced under it.
 */
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first version takes the open pages at once (their public answers are then kept); a later
// one waits for the player's reload, below.
clientsClaim();

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});

/**
 * Pages come from the network: the server renders them per language and per signed-in player,
 * so none is kept. Without a network, the offline page (it picks the player's language itself).
 */
registerRoute(
  ({ request }) => request.mode === 'navigate',
  async ({ request }: RouteHandlerCallbackOptions) => {
    try {
      return await fetch(request);
    } catch {
      return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
    }
  },
);

/** Hashed files never change: a lazily loaded screen's chunk fetched once is kept. */
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname.startsWith('/assets/') && request.method === 'GET',
  new CacheFirst({
    cacheName: `${cacheNames.prefix}-assets`,
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

/**
 * Public answers (news, banners, leaderboards, matches): from the network, else the last one
 * seen. Only anonymous requests, and only answers the server lets a cache keep: a signed-in
 * answer (a bearer header, `no-store`, `private`) is never written.
 */
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/api/public/') &&
    request.method === 'GET' &&
    !request.headers.has('authorization'),
  new NetworkFirst({
    cacheName: PUBLIC_API_CACHE,
    networkTimeoutSeconds: 6,
    plugins: [
      {
        cacheWillUpdate: async ({ response }) => {
          const cacheControl = response.headers.get('cache-control') ?? '';
          return response.ok && !/no-store|private/i.test(cacheControl) ? response : null;
        },
      },
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * 24 * 3600 }),
    ],
  }),
);

/**
 * Web push (decision 0026): the server's push, decrypted by the browser, carries its notification
 * in the player's language; shown with the portal's icon, one per notification (`tag`).
 */
self.addEventListener('push', (event: PushEvent) => {
  const payload = readPayload(event);
  if (!payload) return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { id: payload.id, url: payload.url },
    }),
  );
});

/**
 * A tap opens the notification's page (in an open portal window if there is one) and marks the
 * notification read, so the panel agrees. The device's endpoint proves whose it is.
 */
self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const data = event.notification.data as { id?: unknown; url?: unknown } | null;
  const url = new URL(typeof data?.url === 'string' ? data.url : '/', self.location.origin);
  if (url.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const id = data?.id;
      const subscription = await self.registration.pushManager.getSubscription();
      if (typeof id === 'number' && subscription) {
        await fetch('/api/push/opened', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ endpoint: subscription.endpoint, id }),
        }).catch(() => undefined);
      }
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(url.href).catch(() => undefined);
        return;
      }
      await self.clients.openWindow(url.href);
    })(),
  );
});

function readPayload(event: PushEvent): PushPayload | null {
  try {
    const payload = event.data?.json() as Partial<PushPayload> | undefined;
    if (typeof payload?.title !== 'string' || typeof payload.id !== 'number') return null;
    return {
      id: payload.id,
      title: payload.title,
      body: typeof payload.body === 'string' ? payload.body : '',
      url: typeof payload.url === 'string' ? payload.url : '/',
      tag: typeof payload.tag === 'string' ? payload.tag : `notification-${payload.id}`,
    };
  } catch {
    return null;
  }
}
