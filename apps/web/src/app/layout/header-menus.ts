import { lazyComponent } from '@/lib/lazy-component';
import { LanguageMenu } from './language-switcher';
import { NotificationBell } from './notifications-button';
import { UserMenuDropdown } from './user-menu';

// The phone's menu drawer (a modal dialog) opens on a tap only.
export const MobileDrawer = lazyComponent(() => import('./mobile-drawer').then((m) => m.MobileDrawer));

/**
 * The header's menus (Radix popovers, a dropdown and a dialog, with their positioning, focus and
 * scroll-lock code) are not needed to paint a page, so they are not in the first chunk. The app
 * fetches them while it starts, beside the screen's chunk and texts, and renders once they are
 * here: hydration then meets no pending boundary, and a tap on the header is never lost.
 */
export function preloadHeaderMenus(): Promise<unknown> {
  return Promise.all(
    [LanguageMenu, UserMenuDropdown, NotificationBell, MobileDrawer].map((menu) => menu.preload()),
  );
}
