import { lazyComponent } from '@/lib/lazy-component';
import { MOBILE_MEDIA_QUERY } from '@/lib/use-media-query';
import { NotificationBell } from './notifications-button';
import { UserMenuDropdown } from './user-menu';

// The phone's menu drawer (a modal dialog) opens on a tap only.
export const MobileDrawer = lazyComponent(() => import('./mobile-drawer').then((m) => m.MobileDrawer));

/**
 * The header's menus (Radix popovers, a dropdown and a dialog, with their positioning, focus and
 * scroll-lock code) are not needed to paint a page, so they are not in the first chunk. The app
 * fetches the ones this visitor's header shows while it starts, beside the screen's chunk and
 * texts, and renders once they are here: hydration then meets no pending boundary, and a tap on
 * the header is never lost. The others load when first shown (after a login, say).
 */
export function preloadHeaderMenus({ signedIn }: { signedIn: boolean }): Promise<unknown> {
  return signedIn ? Promise.all([UserMenuDropdown.preload(), NotificationBell.preload()]) : Promise.resolve();
}

/**
 * The phone's drawer is mounted with its first opening, so hydration never waits for it: its code
 * is fetched once the app has started and the browser is idle (start-app.tsx), ready well before a
 * finger reaches the menu button, and not one more chunk to add and compile inside the start.
 */
export function preloadPhoneDrawer(): void {
  if (!window.matchMedia(MOBILE_MEDIA_QUERY).matches) return;
  // A failure only leaves the drawer to load on its first opening.
  void MobileDrawer.preload().catch(() => undefined);
}

/**
 * The same menus' modules as the build's manifest names them (the phone's drawer aside: the server
 * cannot tell a phone), so that the server lists their chunks in the page it sends (decision 0012):
 * they then download with the entry, not after it has run.
 */
export function headerMenuFiles({ signedIn }: { signedIn: boolean }): string[] {
  // The language menu is in the app's start: the browser's own popover (language-menu.tsx).
  return signedIn
    ? ['src/app/layout/user-menu-dropdown.tsx', 'src/features/notifications/components/notification-bell.tsx']
    : [];
}
