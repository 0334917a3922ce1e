import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** "← Back to …" above a ticket or the new-ticket form; the arrow turns with the reading way. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="focus-ring inline-flex w-fit items-center gap-1.5 rounded-md text-sm font-medium text-fg-muted hover:text-fg"
    >
      <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
      {children}
    </Link>
  );
}
