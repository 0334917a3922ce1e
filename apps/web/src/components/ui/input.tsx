import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '@/lib/cn';

interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  startIcon?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function Input({ startIcon, className, ...props }: InputProps) {
  const input = (
    <input
      className={cn(
        'h-10 w-full rounded-lg border border-border-strong bg-surface-2 px-3 text-sm text-fg transition-colors placeholder:text-fg-subtle hover:border-[#3d5b8c] focus-visible:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary/35 disabled:opacity-60 aria-[invalid=true]:border-danger aria-[invalid=true]:focus-visible:ring-danger/35',
        startIcon !== undefined && 'ps-9',
        className,
      )}
      {...props}
    />
  );
  if (startIcon === undefined) return input;
  return (
    <div className="relative">
      <span className="pointer-events-none absolute inset-y-0 start-3 flex items-center text-fg-subtle [&_svg]:size-4">
        {startIcon}
      </span>
      {input}
    </div>
  );
}
