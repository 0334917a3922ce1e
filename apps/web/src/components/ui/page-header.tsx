import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  eyebrow?: ReactNode;
  /**
   * The eyebrow comes with the screen's data (a date, a season): keep its line while the data is
   * on its way, so the title does not move down when it arrives.
   */
  reserveEyebrow?: boolean;
  icon?: ReactNode;
  actions?: ReactNode;
  className?: string;
}

export function PageHeader({
  title,
  description,
  eyebrow,
  reserveEyebrow = false,
  icon,
  actions,
  className,
}: PageHeaderProps) {
  return (
    <div className={cn('mb-6 flex flex-wrap items-end gap-4 sm:mb-8', className)}>
      <div className="flex min-w-0 flex-1 basis-64 items-center gap-4">
        {icon && (
          <div
            className="grid size-12 shrink-0 place-items-center rounded-xl border border-primary/30 bg-primary-soft text-primary shadow-glow [&_svg]:size-6"
            aria-hidden="true"
          >
            {icon}
          </div>
        )}
        <div className="min-w-0">
          {(eyebrow || reserveEyebrow) && (
            <p
              // One line always: a date that wrapped on a narrow phone would push the title down.
              className="mb-1 truncate font-display text-sm font-bold uppercase tracking-[0.18em] text-primary"
              aria-hidden={eyebrow ? undefined : true}
            >
              {eyebrow || '\u00a0'}
            </p>
          )}
          <h1 className="display-caps text-3xl leading-none text-fg sm:text-4xl">{title}</h1>
          {description && <p className="mt-2 max-w-2xl text-sm text-fg-muted sm:text-base">{description}</p>}
        </div>
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
