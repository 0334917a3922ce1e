import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface StatTileProps {
  label: ReactNode;
  value: ReactNode;
  icon?: ReactNode;
  hint?: ReactNode;
  tone?: 'default' | 'primary' | 'accent';
  className?: string;
}

const TONES = {
  default: 'text-fg',
  primary: 'text-primary',
  accent: 'text-accent',
} as const;

/** A labelled number (balance, level, points) in the scoreboard type. */
export function StatTile({ label, value, icon, hint, tone = 'default', className }: StatTileProps) {
  return (
    <div className={cn('rounded-xl border border-border bg-surface/90 p-4 shadow-raised', className)}>
      <div className="flex items-center gap-2 text-xs font-medium uppercase tracking-wider text-fg-muted">
        {icon && (
          <span className="[&_svg]:size-4" aria-hidden="true">
            {icon}
          </span>
        )}
        <span>{label}</span>
      </div>
      <p className={cn('mt-2 font-display text-3xl font-bold leading-none tabular-nums', TONES[tone])}>
        {value}
      </p>
      {hint && <p className="mt-1.5 text-xs text-fg-subtle">{hint}</p>}
    </div>
  );
}
