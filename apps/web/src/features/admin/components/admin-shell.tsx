import { ChartColumn, Megaphone, Newspaper, ScrollText, Store, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useSessionUser } from '@/lib/session/session';

/**
 * The frame of every back-office screen: its own navigation, and its texts loaded with the
 * screen (the `admin` namespace is not in the players' bundle, English included).
 */
export function AdminShell({ children }: { children: ReactNode }) {
  const { t, ready } = useTranslation('admin');
  const isAdmin = useSessionUser()?.role === 'admin';
  if (!ready) {
    return (
      <div aria-busy="true" className="space-y-4">
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  const link = ({ isActive }: { isActive: boolean }) =>
    cn(
      'focus-ring inline-flex h-9 shrink-0 items-center gap-2 rounded-lg px-4 font-display text-[0.95rem] font-bold uppercase tracking-wide transition-colors [&_svg]:size-4',
      isActive
        ? 'bg-surface-3 text-fg shadow-[inset_0_-2px_0_var(--color-primary)]'
        : 'text-fg-muted hover:text-fg',
    );
  return (
    <>
      <nav
        aria-label={t('nav.label')}
        className="mb-6 flex w-fit max-w-full items-center gap-1 overflow-x-auto rounded-xl border border-border bg-surface p-1"
      >
        <NavLink to="/admin" end className={link}>
          <Users aria-hidden="true" />
          {t('nav.players')}
        </NavLink>
        {isAdmin && (
          <>
            <NavLink to="/admin/dashboard" className={link}>
              <ChartColumn aria-hidden="true" />
              {t('nav.dashboard')}
            </NavLink>
            <NavLink to="/admin/catalogue" className={link}>
              <Store aria-hidden="true" />
              {t('nav.catalogue')}
            </NavLink>
            <NavLink to="/admin/campaigns" className={link}>
              <Megaphone aria-hidden="true" />
              {t('nav.campaigns')}
            </NavLink>
            <NavLink to="/admin/content" className={link}>
              <Newspaper aria-hidden="true" />
              {t('nav.content')}
            </NavLink>
            <NavLink to="/admin/logs" className={link}>
              <ScrollText aria-hidden="true" />
              {t('nav.logs')}
            </NavLink>
          </>
        )}
      </nav>
      {children}
    </>
  );
}
