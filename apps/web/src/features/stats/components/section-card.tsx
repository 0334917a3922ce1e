import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

interface SectionCardProps {
  title: ReactNode;
  /** Heading level: h2 on a screen, h3 inside the home page's ranking section. */
  level?: 2 | 3;
  description?: ReactNode;
  icon?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  id?: string;
}

/** A titled card holding one list; the table inside reaches the card's edges. */
export function SectionCard({
  title,
  level = 2,
  description,
  icon,
  actions,
  children,
  className,
  id,
}: SectionCardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const headingId = id ? `${id}-title` : undefined;
  return (
    <Card className={cn('flex min-w-0 flex-col overflow-hidden', className)}>
      <section aria-labelledby={headingId} id={id} className="flex min-w-0 flex-1 flex-col">
        <header className="flex flex-wrap items-center gap-3 border-b border-border px-4 py-3 sm:px-5">
          {icon && (
            <span
              aria-hidden="true"
              className="grid size-8 shrink-0 place-items-center rounded-lg bg-primary-soft text-primary [&_svg]:size-4"
            >
              {icon}
            </span>
          )}
          <div className="min-w-0 flex-1">
            <Heading id={headingId} className="display-caps text-lg leading-tight text-fg sm:text-xl">
              {title}
            </Heading>
            {description && <p className="mt-0.5 text-xs text-fg-muted sm:text-sm">{description}</p>}
          </div>
          {actions}
        </header>
        <div className="min-w-0 flex-1">{children}</div>
      </section>
    </Card>
  );
}
