import { useState } from 'react';
import { useLocation } from 'react-router';
import { cn } from '@/lib/cn';
import { groupOfPath } from './menu-config';
import { SideMenuNav } from './side-menu-nav';
import { SideMenuRail } from './side-menu-rail';

export const SIDE_MENU_ID = 'side-menu';

interface SideMenuProps {
  collapsed: boolean;
  onExpand: () => void;
  className?: string;
}

/** Desktop menu: a sticky column that collapses to an icon rail. */
export function SideMenu({ collapsed, onExpand, className }: SideMenuProps) {
  const { pathname } = useLocation();
  const [openGroup, setOpenGroup] = useState(() => groupOfPath(pathname) ?? '');
  return (
    <div
      id={SIDE_MENU_ID}
      className={cn(
        'sticky top-(--spacing-header) flex h-[calc(100dvh-var(--spacing-header))] shrink-0 flex-col border-e border-border bg-surface/70 backdrop-blur-xl transition-[width] duration-200',
        collapsed ? 'w-(--spacing-rail)' : 'w-(--spacing-menu)',
        className,
      )}
    >
      {collapsed ? (
        <SideMenuRail
          onExpandGroup={(group) => {
            setOpenGroup(group);
            onExpand();
          }}
        />
      ) : (
        <SideMenuNav openGroup={openGroup} onOpenGroupChange={setOpenGroup} />
      )}
    </div>
  );
}
