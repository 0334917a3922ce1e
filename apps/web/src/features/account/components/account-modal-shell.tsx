import { Dialog } from '@/components/ui/dialog';
import { useModalStore, type ModalName } from '@/lib/modals/modal-store';
import type { ReactNode } from 'react';

interface AccountModalShellProps {
  name: ModalName;
  title: ReactNode;
  children: ReactNode;
}

/** Binds one dialog to its slot in the modal store. */
export function AccountModalShell({ name, title, children }: AccountModalShellProps) {
  const open = useModalStore((state) => state.open === name);
  const close = useModalStore((state) => state.close);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()} title={title} size="sm">
      {children}
    </Dialog>
  );
}
