import { Crown, Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';

const LINKS = [
  { to: '/webshop/tickets', key: 'tickets', icon: <Ticket /> },
  { to: '/webshop/premiums', key: 'premiums', icon: <Crown /> },
] as const;

/** Switches between the two webshop catalogues; a nav of links, so each keeps its own URL. */
export function ShopNav() {
  const { t } = useTranslation('shop');
  return (
    <nav aria-label={t('nav.label')} className="mb-6">
      <ul className="inline-flex max-w-full items-center gap-1 overflow-x-auto rounded-xl border border-border bg-surface p-1">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={({ isActive }) =>
                cn(
                  'focus-ring inline-flex h-9 shrink-0 items-center gap-2 rounded-lg px-4 font-display text-[0.95rem] font-bold uppercase tracking-wide text-fg-muted transition-colors hover:text-fg [&_svg]:size-4',
                  isActive && 'bg-surface-3 text-fg shadow-[inset_0_-2px_0_var(--color-primary)]',
                )
              }
            >
              <span aria-hidden="true">{link.icon}</span>
              {t(`nav.${link.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
