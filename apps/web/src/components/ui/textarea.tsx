import type { Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** Multi-line text with the same look, focus ring and invalid state as `Input`. */
export function Textarea({ className, rows = 5, ...props }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      className={cn(
        'min-h-24 w-full resize-y rounded-lg border border-border-strong bg-surface-2 px-3 py-2.5 text-sm leading-relaxed text-fg transition-colors placeholder:text-fg-subtle hover:border-[#3d5b8c] focus-visible:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary/35 disabled:opacity-60 aria-[invalid=true]:border-danger aria-[invalid=true]:focus-visible:ring-danger/35',
        className,
      )}
      {...props}
    />
  );
}
