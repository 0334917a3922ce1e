import { ChevronDown, ExternalLink } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { getConfig } from '@/lib/config';
import { MenuActions } from './menu-actions';
import { MENU, type MenuGroup, type MenuLink } from './menu-config';
import { menuItemClasses } from './menu-item-classes';

interface SideMenuNavProps {
  openGroup: string;
  onOpenGroupChange: (group: string) => void;
  /** Called when an entry is used, so the mobile drawer can close. */
  onItemActivate?: () => void;
}

/** The full menu. One group open at a time (spec §2): a single, collapsible accordion. */
export function SideMenuNav({ openGroup, onOpenGroupChange, onItemActivate }: SideMenuNavProps) {
  const { t } = useTranslation(['layout', 'routes']);
  const config = getConfig();
  // Groups open and close with an animation once the player uses the menu, not before: the group of
  // the current page is open in the server's HTML, where the animation has no height to go to.
  const [animated, setAnimated] = useState(false);
  return (
    <nav aria-label={t('layout:menu.label')} className="flex min-h-0 flex-1 flex-col">
      <Accordion.Root
        type="single"
        collapsible
        value={openGroup}
        onValueChange={(group) => {
          setAnimated(true);
          onOpenGroupChange(group);
        }}
        asChild
      >
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
                  <a
                    href={entry.href(config)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={menuItemClasses()}
                    onClick={onItemActivate}
                  >
                    <entry.icon aria-hidden="true" />
                    <span className="truncate">{t(entry.label)}</span>
                    <ExternalLink
                      aria-hidden="true"
                      className="ms-auto size-3.5! opacity-60 rtl:-scale-x-100"
                    />
                    <span className="sr-only">({t('layout:menu.opensInNewTab')})</span>
                  </a>
                </li>
              );
            }
            return <MenuGroupItem key={entry.id} group={entry} onItemActivate={onItemActivate} />;
          })}
        </ul>
      </Accordion.Root>
      <MenuActions onItemActivate={onItemActivate} />
    </nav>
  );
}

function MenuGroupItem({ group, onItemActivate }: { group: MenuGroup; onItemActivate?: () => void }) {
  const { t } = useTranslation(['layout', 'common']);
  const { pathname } = useLocation();
  const holdsActive = group.items.some((item) => item.to === pathname);
  return (
    <Accordion.Item value={group.id} asChild>
      <li>
        <Accordion.Header asChild>
          <div>
            <Accordion.Trigger
              className={cn(
                menuItemClasses(),
                'group',
                holdsActive && 'text-fg [&>svg:first-child]:text-primary',
              )}
            >
              <group.icon aria-hidden="true" />
              <span className="truncate">{t(group.label)}</span>
              {group.hot && <Badge variant="hot">{t('common:badges.hot')}</Badge>}
              <ChevronDown
                aria-hidden="true"
                className="ms-auto size-4! transition-transform duration-200 group-data-[state=open]:rotate-180"
              />
            </Accordion.Trigger>
          </div>
        </Accordion.Header>
        <Accordion.Content className="overflow-hidden group-data-animated/menu:data-[state=closed]:animate-accordion-up group-data-animated/menu:data-[state=open]:animate-accordion-down">
          <ul className="my-1 ms-4 space-y-0.5 border-s border-border ps-1.5">
            {group.items.map((item) => (
              <li key={item.to}>
                <MenuNavLink item={item} nested onItemActivate={onItemActivate} />
              </li>
            ))}
          </ul>
        </Accordion.Content>
      </li>
    </Accordion.Item>
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
