import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { cn } from '@/lib/cn';
import { ExternalMenuLink } from './external-menu-link';
import { MenuActions } from './menu-actions';
import { MENU } from './menu-config';

const RAIL_ITEM =
  'focus-ring relative grid size-11 place-items-center rounded-xl transition-colors duration-150 [&_svg]:size-5';
const idle = 'text-fg-muted hover:bg-white/[0.06] hover:text-fg';
const current = 'bg-primary-soft text-primary';

/** The collapsed desktop menu: icons only, each labelled; a group icon re-opens the menu on that group. */
export function SideMenuRail({ onExpandGroup }: { onExpandGroup: (group: string) => void }) {
  const { t } = useTranslation(['layout', 'routes', 'common']);
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('layout:menu.label')} className="flex min-h-0 flex-1 flex-col">
      <ul className="flex flex-1 flex-col items-center gap-1 overflow-y-auto py-4">
        {MENU.map((entry) => {
          const label = t(entry.label);
          if (entry.kind === 'link') {
            return (
              <li key={entry.to}>
                <NavLink
                  to={entry.to}
                  end
                  aria-label={label}
                  title={label}
                  className={({ isActive }) => cn(RAIL_ITEM, isActive ? current : idle)}
                >
                  <entry.icon aria-hidden="true" />
                </NavLink>
              </li>
            );
          }
          if (entry.kind === 'external') {
            return (
              <li key={entry.label}>
                <ExternalMenuLink
                  entry={entry}
                  aria-label={`${label} (${t('layout:menu.opensInNewTab')})`}
                  title={label}
                  className={cn(RAIL_ITEM, idle)}
                />
              </li>
            );
          }
          const holdsActive = entry.items.some((item) => item.to === pathname);
          return (
            <li key={entry.id}>
              <button
                type="button"
                aria-label={label}
                title={label}
                onClick={() => onExpandGroup(entry.id)}
                className={cn(RAIL_ITEM, holdsActive ? current : idle)}
              >
                <entry.icon aria-hidden="true" />
                {entry.hot && (
                  <span
                    aria-hidden="true"
                    className="absolute end-1.5 top-1.5 size-2 rounded-full bg-accent ring-2 ring-surface"
                  />
                )}
              </button>
            </li>
          );
        })}
      </ul>
      <MenuActions compact />
    </nav>
  );
}
