import { HEADER_SHADOW_SCROLL_PX } from '@pitchside/contract/constants';
import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { Logo } from '@/components/ui/logo';
import { getConfig } from '@/lib/config';
import { useModalStore } from '@/lib/modals/modal-store';
import { useSessionUser, useIsLoggedIn } from '@/lib/session/session';
import { useScrolledPast } from '@/lib/use-scrolled-past';
import { LanguageSwitcher } from './language-switcher';
import { NotificationsButton } from './notifications-button';
import { StatStrip } from './stat-strip';
import { UserMenu } from './user-menu';

/** Tailwind variants for spec §9's breakpoint: mobile is 768 px and below. */
export const MOBILE_ONLY = 'min-[769px]:hidden';
export const DESKTOP_ONLY = 'max-[768px]:hidden';

export interface MenuButtonProps {
  label: string;
  /** Which screens show it: the HTML is the same for all, CSS picks (spec §9: mobile at 768 px and below). */
  screens: 'mobile' | 'desktop';
  icon: ReactNode;
  expanded: boolean;
  controls?: string;
  onClick: () => void;
}

export function Header({ menuButtons }: { menuButtons: MenuButtonProps[] }) {
  const { t } = useTranslation(['layout', 'common']);
  const scrolled = useScrolledPast(HEADER_SHADOW_SCROLL_PX);
  const user = useSessionUser();
  const loggedIn = useIsLoggedIn();
  const openModal = useModalStore((state) => state.openModal);
  const { productName } = getConfig();

  return (
    <header
      data-scrolled={scrolled ? 'true' : undefined}
      className="sticky top-0 z-40 h-(--spacing-header) border-b border-border/50 bg-bg/80 backdrop-blur-xl transition-[box-shadow,border-color,background-color] duration-200 data-[scrolled=true]:border-border data-[scrolled=true]:bg-bg/90 data-[scrolled=true]:shadow-header"
    >
      <div className="flex h-full items-center gap-1.5 px-2 sm:gap-3 sm:px-4">
        {menuButtons.map((button) => (
          <IconButton
            key={button.screens}
            label={button.label}
            icon={button.icon}
            aria-expanded={button.expanded}
            aria-controls={button.controls}
            onClick={button.onClick}
            className={button.screens === 'mobile' ? MOBILE_ONLY : DESKTOP_ONLY}
          />
        ))}
        <Link
          to="/"
          aria-label={t('layout:header.home', { product: productName })}
          className="focus-ring rounded-lg pe-1"
        >
          {/* Below 420 px the wordmark gives way so long labels (e.g. Arabic "log in") never push the page sideways. */}
          <Logo productName={productName} className="max-[420px]:[&>span]:sr-only" />
        </Link>
        <div className="ms-auto flex items-center gap-1 sm:gap-2">
          {loggedIn && user && <StatStrip user={user} />}
          <LanguageSwitcher />
          {loggedIn && <NotificationsButton />}
          {loggedIn ? (
            <UserMenu />
          ) : (
            <Button size="sm" onClick={() => openModal('login')}>
              <LogIn aria-hidden="true" className="rtl:-scale-x-100" />
              {t('common:actions.login')}
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
