import { Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PageSection } from '@/lib/page-section';
import { UpdatePrompt } from '@/lib/pwa/update-prompt';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';
import { MobileDrawer } from './header-menus';
import { useIsMobile } from '@/lib/use-media-query';
import { ModalHost } from '../modal-host';
import { Footer } from './footer';
import { GlobalErrorBanner } from './global-error-banner';
import { DESKTOP_ONLY, Header, type MenuButtonProps } from './header';
import { ScrollRestoration } from './scroll-restoration';
import { SIDE_MENU_ID, SideMenu } from './side-menu';
import { TitleSync } from './title-sync';

export const MAIN_CONTENT_ID = 'main-content';

export function AppLayout() {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(() => readStorage(STORAGE_KEYS.menuCollapsed) === '1');
  // The drawer remembers the path it was opened on: any navigation closes it without an effect.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  // Opened only from the phone's menu button; `PhoneDrawer` closes it on a wider screen. The layout
  // itself does not read the screen's width: the server cannot, and a layout that re-rendered as
  // the app learnt it would make React hydrate every section of the page at once (decision 0021).
  const drawerOpen = drawerPath === pathname;

  const toggleCollapsed = (next: boolean) => {
    setCollapsed(next);
    writeStorage(STORAGE_KEYS.menuCollapsed, next ? '1' : '0');
  };

  // Both buttons and the side menu are in the HTML; CSS shows the ones of the screen's size, so the
  // server-rendered page is right on a phone before the app has run.
  const menuButtons: MenuButtonProps[] = [
    {
      screens: 'mobile',
      label: t('header.openMenu'),
      icon: <Menu />,
      expanded: drawerOpen,
      onClick: () => setDrawerPath(pathname),
    },
    {
      screens: 'desktop',
      label: collapsed ? t('header.expandMenu') : t('header.collapseMenu'),
      icon: collapsed ? (
        <PanelLeftOpen className="rtl:-scale-x-100" />
      ) : (
        <PanelLeftClose className="rtl:-scale-x-100" />
      ),
      expanded: !collapsed,
      controls: SIDE_MENU_ID,
      onClick: () => toggleCollapsed(!collapsed),
    },
  ];

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="focus-ring sr-only rounded-lg bg-primary px-4 py-2 font-semibold text-primary-fg focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:z-[60]"
      >
        {t('skipToContent')}
      </a>
      {/* Each section of the page is hydrated on its own, the one a person taps first (decision 0021). */}
      <PageSection>
        <Header menuButtons={menuButtons} />
      </PageSection>
      <UpdatePrompt />
      <div className="flex flex-1">
        {/* Hidden by CSS on a phone. */}
        <PageSection>
          <SideMenu collapsed={collapsed} onExpand={() => toggleCollapsed(false)} className={DESKTOP_ONLY} />
        </PageSection>
        <div className="flex min-w-0 flex-1 flex-col">
          <GlobalErrorBanner />
          {/* At least a screen tall: the footer starts below the fold, so a screen whose content
              arrives after the shell does not push it down in view (layout shift). */}
          <main
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            className="min-h-dvh flex-1 px-4 py-6 outline-none sm:px-6 sm:py-8 lg:px-10"
          >
            <div className="mx-auto max-w-7xl">
              <PageSection>
                <Outlet />
              </PageSection>
            </div>
          </main>
          <PageSection>
            <Footer />
          </PageSection>
        </div>
      </div>
      <PhoneDrawer open={drawerOpen} onOpenChange={(open) => setDrawerPath(open ? pathname : null)} />
      <ModalHost />
      <TitleSync />
      <ScrollRestoration />
    </div>
  );
}

/**
 * The side menu as a drawer, on a phone only: above 768 px it is neither loaded nor open. Mounted
 * with its first opening (its code is fetched once the app has started, `preloadPhoneDrawer`),
 * then kept for its closing animation: mounted closed, it was a dialog's worth of work in the
 * render that follows a phone's hydration (the width becomes known), one long task of the start.
 */
function PhoneDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const isMobile = useIsMobile();
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  // Widened past a phone's width while open: closed, so that it does not come back when narrowed.
  useEffect(() => {
    if (!isMobile && open) onOpenChange(false);
  }, [isMobile, open, onOpenChange]);
  if (!isMobile || !opened) return null;
  return (
    <Suspense fallback={null}>
      <MobileDrawer open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}
