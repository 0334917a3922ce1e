import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * What every back-office screen waits for: its texts, loaded with the screen (the `admin`
 * namespace is not in the players' bundle, English included). The navigation is the console's
 * (`app/layout/console-layout.tsx`).
 */
export function AdminShell({ children }: { children: ReactNode }) {
  const { ready } = useTranslation('admin');
  if (!ready) {
    return (
      <div aria-busy="true" className="space-y-4">
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  return <>{children}</>;
}
