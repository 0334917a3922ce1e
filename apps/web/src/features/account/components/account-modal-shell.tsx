import type { ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { useModalStore, type ModalName } from '@/lib/modals/modal-store';

interface AccountModalShellProps {
  name: ModalName;
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** False while the player must finish (forced e-mail verification). */
  dismissible?: boolean;
  children: ReactNode;
}

/** Binds one dialog to its slot in the modal store. */
export function AccountModalShell({
  name,
  title,
  description,
  icon,
  size = 'md',
  dismissible = true,
  children,
}: AccountModalShellProps) {
  const open = useModalStore((state) => state.open === name);
  const close = useModalStore((state) => state.close);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={title}
      description={description}
      icon={icon}
      size={size}
      dismissible={dismissible}
    >
      {children}
    </Dialog>
  );
}
