import type { HTMLAttributes, Ref } from 'react';
import { cn } from '@/lib/cn';

interface CardProps extends HTMLAttributes<HTMLDivElement> {
  /** Lifts on hover, for cards that are links or buttons as a whole. */
  interactive?: boolean;
  ref?: Ref<HTMLDivElement>;
}

export function Card({ interactive = false, className, ...props }: CardProps) {
  return (
    <div
      className={cn(
        'rounded-xl border border-border bg-surface/90 shadow-raised',
        interactive &&
          'transition-[border-color,transform] duration-150 hover:-translate-y-0.5 hover:border-border-strong',
        className,
      )}
      {...props}
    />
  );
}
