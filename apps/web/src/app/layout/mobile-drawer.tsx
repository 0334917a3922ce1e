import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { IconButton } from '@/components/ui/icon-button';
import { Logo } from '@/components/ui/logo';
import { getConfig } from '@/lib/config';
import { groupOfPath } from './menu-config';
import { SideMenuNav } from './side-menu-nav';

interface MobileDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The menu at 768 px and below: a modal drawer from the start side (a Radix dialog, so focus is
 * trapped, the page behind is inert and Escape or the backdrop closes it).
 */
export function MobileDrawer({ open, onOpenChange }: MobileDrawerProps) {
  const { t } = useTranslation(['layout', 'common']);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-overlay backdrop-blur-sm data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 start-0 z-50 flex w-[min(20rem,88vw)] flex-col border-e border-border-strong bg-surface shadow-overlay outline-none data-[state=closed]:animate-drawer-out data-[state=open]:animate-drawer-in"
        >
          <div className="flex h-(--spacing-header) shrink-0 items-center justify-between gap-2 border-b border-border px-4">
            <Logo productName={getConfig().productName} />
            <Dialog.Title className="sr-only">{t('layout:menu.title')}</Dialog.Title>
            <Dialog.Close asChild>
              <IconButton label={t('common:actions.close')} icon={<X />} />
            </Dialog.Close>
          </div>
          <DrawerNav onItemActivate={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

// Mounted with each opening, so the drawer always opens on the current screen's group.
function DrawerNav({ onItemActivate }: { onItemActivate: () => void }) {
  const { pathname } = useLocation();
  const [openGroup, setOpenGroup] = useState(() => groupOfPath(pathname) ?? '');
  return (
    <SideMenuNav openGroup={openGroup} onOpenGroupChange={setOpenGroup} onItemActivate={onItemActivate} />
  );
}
