import { ChevronDown, ExternalLink } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { ExternalMenuLink } from './external-menu-link';
import { MenuActions } from './menu-actions';
import { MENU, type MenuGroup, type MenuLink } from './menu-config';
import { menuItemClasses } from './menu-item-classes';

interface SideMenuNavProps {
  openGroup: string;
  onOpenGroupChange: (group: string) => void;
  /** Called when an entry is used, so the mobile drawer can close. */
  onItemActivate?: () => void;
}

/**
 * The full menu. One group open at a time (spec §2): each group is a disclosure (a button with
 * `aria-expanded` over its list), and opening one closes the other. A plain disclosure rather than
 * Radix's accordion, whose collection, presence and focus code (about 6 KB compressed) every first
 * visit downloaded for two buttons (decision 0012).
 */
export function SideMenuNav({ openGroup, onOpenGroupChange, onItemActivate }: SideMenuNavProps) {
  const { t } = useTranslation(['layout', 'routes']);
  // Groups open and close with an animation once the player uses the menu, not before: the group of
  // the current page is open in the server's HTML, where the animation has no height to go to.
  const [animated, setAnimated] = useState(false);
  return (
    <nav aria-label={t('layout:menu.label')} className="flex min-h-0 flex-1 flex-col">
      <ul
        data-animated={animated || undefined}
        className="group/menu flex-1 space-y-0.5 overflow-y-auto overscroll-contain px-3 py-4"
      >
        {MENU.map((entry) => {
          if (entry.kind === 'link') {
            return (
              <li key={entry.to}>
                <MenuNavLink item={entry} onItemActivate={onItemActivate} />
              </li>
            );
          }
          if (entry.kind === 'external') {
            return (
              <li key={entry.label}>
                <ExternalMenuLink entry={entry} className={menuItemClasses()} onClick={onItemActivate}>
                  <span className="truncate">{t(entry.label)}</span>
                  <ExternalLink
                    aria-hidden="true"
                    className="ms-auto size-3.5! opacity-60 rtl:-scale-x-100"
                  />
                  <span className="sr-only">({t('layout:menu.opensInNewTab')})</span>
                </ExternalMenuLink>
              </li>
            );
          }
          const open = entry.id === openGroup;
          return (
            <MenuGroupItem
              key={entry.id}
              group={entry}
              open={open}
              onToggle={() => {
                setAnimated(true);
                onOpenGroupChange(open ? '' : entry.id);
              }}
              onItemActivate={onItemActivate}
            />
          );
        })}
      </ul>
      <MenuActions onItemActivate={onItemActivate} />
    </nav>
  );
}

interface MenuGroupItemProps {
  group: MenuGroup;
  open: boolean;
  onToggle: () => void;
  onItemActivate?: (() => void) | undefined;
}

function MenuGroupItem({ group, open, onToggle, onItemActivate }: MenuGroupItemProps) {
  const { t } = useTranslation(['layout', 'common']);
  const { pathname } = useLocation();
  const listId = useId();
  const holdsActive = group.items.some((item) => item.to === pathname);
  const state = open ? 'open' : 'closed';
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        data-state={state}
        onClick={onToggle}
        className={cn(menuItemClasses(), 'group', holdsActive && 'text-fg [&>svg:first-child]:text-primary')}
      >
        <group.icon aria-hidden="true" />
        <span className="truncate">{t(group.label)}</span>
        {group.hot && <Badge variant="hot">{t('common:badges.hot')}</Badge>}
        <ChevronDown
          aria-hidden="true"
          className="ms-auto size-4! transition-transform duration-200 group-data-[state=open]:rotate-180"
        />
      </button>
      {/* A closed group's list is not rendered, as with Radix's accordion: less HTML, and nothing
          hidden for a search of the page to trip over. */}
      {open && (
        <div id={listId} className="grid grid-rows-[1fr] group-data-animated/menu:animate-menu-group-open">
          <ul className="my-1 ms-4 min-h-0 space-y-0.5 overflow-hidden border-s border-border ps-1.5">
            {group.items.map((item) => (
              <li key={item.to}>
                <MenuNavLink item={item} nested onItemActivate={onItemActivate} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}

function MenuNavLink({
  item,
  nested = false,
  onItemActivate,
}: {
  item: MenuLink;
  nested?: boolean;
  onItemActivate?: (() => void) | undefined;
}) {
  const { t } = useTranslation(['layout', 'routes', 'common']);
  return (
    <NavLink
      to={item.to}
      end
      className={({ isActive }) => menuItemClasses({ active: isActive, nested })}
      onClick={onItemActivate}
    >
      <item.icon aria-hidden="true" />
      <span className="truncate">{t(item.label)}</span>
      {item.upgraded && (
        <Badge variant="upgraded" className="ms-auto">
          {t('common:badges.upgraded')}
        </Badge>
      )}
    </NavLink>
  );
}
