import {
  ArrowLeftToLine,
  ChartColumn,
  Headset,
  LogOut,
  Megaphone,
  Newspaper,
  ReceiptText,
  ScrollText,
  Store,
  TicketPercent,
  UserCog,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { cn } from '@/lib/cn';
import { getConfig } from '@/lib/config';
import { logOut } from '@/lib/session/logout';
import { useSessionUser } from '@/lib/session/session';
import { ModalHost } from '../modal-host';
import { RouteFallback } from '../route-fallback';
import { GlobalErrorBanner } from './global-error-banner';
import { consoleHome, consoleLinksFor, type ConsoleLink } from './console-nav';
import { LanguageSwitcher } from './language-switcher';
import { ScrollRestoration } from './scroll-restoration';
import { TitleSync } from './title-sync';

const ICONS: Record<ConsoleLink['to'], ReactNode> = {
  '/admin/dashboard': <ChartColumn aria-hidden="true" />,
  '/admin': <Users aria-hidden="true" />,
  '/admin/orders': <ReceiptText aria-hidden="true" />,
  '/support/console': <Headset aria-hidden="true" />,
  '/admin/content': <Newspaper aria-hidden="true" />,
  '/admin/campaigns': <Megaphone aria-hidden="true" />,
  '/admin/promo-codes': <TicketPercent aria-hidden="true" />,
  '/admin/catalogue': <Store aria-hidden="true" />,
  '/admin/logs': <ScrollText aria-hidden="true" />,
  '/admin/staff': <UserCog aria-hidden="true" />,
};

const CONSOLE_MAIN_ID = 'console-main';

/**
 * The studio's console (issue 35): its own header (who is signed in and in which role, the
 * language, a way back to the portal, sign out) and its own navigation, each link only for the
 * roles that may use it. No player widgets: no side menu, no level, VIP or web points. Loaded
 * with the first console screen, never by a player.
 */
export function ConsoleLayout() {
  const { t, ready } = useTranslation(['admin', 'layout']);
  const user = useSessionUser();
  const navigate = useNavigate();
  const { productName } = getConfig();
  const links = consoleLinksFor(user?.role);
  const home = consoleHome(user?.role) ?? '/';
  const roleKey = `status.role_${user?.role ?? 'player'}` as const;

  // The console's texts come with its first screen; until then, the frame without words.
  if (!ready) return <RouteFallback />;

  const link = ({ isActive }: { isActive: boolean }) =>
    cn(
      'focus-ring inline-flex h-10 shrink-0 items-center gap-2 rounded-lg px-3 text-sm font-semibold whitespace-nowrap transition-colors [&_svg]:size-4',
      isActive
        ? 'bg-surface-3 text-fg shadow-[inset_0_-2px_0_var(--color-primary)]'
        : 'text-fg-muted hover:text-fg',
    );

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${CONSOLE_MAIN_ID}`}
        className="focus-ring sr-only rounded-lg bg-primary px-4 py-2 font-semibold text-primary-fg focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:z-[60]"
      >
        {t('layout:skipToContent')}
      </a>
      <header className="sticky top-0 z-40 border-b border-border bg-bg/95 backdrop-blur-xl">
        <div className="flex h-14 items-center gap-2 px-3 sm:px-6">
          <Link
            to={home}
            aria-label={t('admin:console.home', { product: productName })}
            className="focus-ring flex min-w-0 items-center gap-2 rounded-lg"
          >
            <Logo productName={productName} markOnly />
            <span className="truncate font-display text-lg font-bold uppercase tracking-wide">
              {t('admin:console.title')}
            </span>
          </Link>
          <div className="ms-auto flex min-w-0 items-center gap-1 sm:gap-2">
            {user && (
              <p
                className="hidden min-w-0 flex-col items-end text-end leading-tight md:flex"
                data-testid="console-staff"
              >
                <span className="max-w-48 truncate text-sm font-semibold">{user.nickname || user.email}</span>
                <span className="text-xs text-fg-muted">{t(`admin:${roleKey}`)}</span>
              </p>
            )}
            <LanguageSwitcher />
            <Link
              to="/"
              className="focus-ring inline-flex h-10 items-center gap-2 rounded-lg px-2 text-sm font-semibold text-fg-muted hover:text-fg sm:px-3"
            >
              <ArrowLeftToLine aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              <span className="max-sm:sr-only">{t('admin:console.portal')}</span>
            </Link>
            <button
              type="button"
              onClick={() => {
                void logOut();
                void navigate('/');
              }}
              className="focus-ring inline-flex h-10 items-center gap-2 rounded-lg px-2 text-sm font-semibold text-fg-muted hover:text-danger sm:px-3"
            >
              <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              <span className="max-sm:sr-only">{t('admin:console.signOut')}</span>
            </button>
          </div>
        </div>
        {user && (
          <p className="truncate px-3 pb-1 text-xs text-fg-muted md:hidden">
            {t('admin:console.signedInAs', {
              name: user.nickname || user.email,
              role: t(`admin:${roleKey}`),
            })}
          </p>
        )}
        <nav aria-label={t('admin:nav.label')} className="overflow-x-auto px-2 pb-2 sm:px-5">
          <ul className="flex w-max items-center gap-1">
            {links.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className={link}>
                  {ICONS[item.to]}
                  {t(`admin:${item.label}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <GlobalErrorBanner />
      <main
        id={CONSOLE_MAIN_ID}
        tabIndex={-1}
        className="flex-1 px-3 py-5 outline-none sm:px-6 sm:py-8 lg:px-10"
      >
        <div className="mx-auto max-w-7xl">
          <Outlet />
        </div>
      </main>
      <ModalHost />
      <TitleSync />
      <ScrollRestoration />
    </div>
  );
}
