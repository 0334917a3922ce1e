import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** One titled panel of the dashboard. */
export function DashboardCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="mb-3 font-display text-lg font-bold uppercase text-fg">{title}</h2>
      {children}
    </Card>
  );
}
