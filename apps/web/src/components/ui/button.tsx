import { Slot } from 'radix-ui';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { cn } from '@/lib/cn';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'accent';
export type ButtonSize = 'sm' | 'md' | 'lg';

const BASE =
  'focus-ring inline-flex shrink-0 select-none items-center justify-center whitespace-nowrap font-display font-bold uppercase tracking-wide transition-[background-color,border-color,color,box-shadow,transform] duration-150 active:translate-y-px disabled:pointer-events-none disabled:opacity-50 [&_svg]:shrink-0';

const VARIANTS: Record<ButtonVariant, string> = {
  primary:
    'bg-primary text-primary-fg shadow-[0_8px_24px_-10px_rgb(47_214_123/0.7)] hover:bg-primary-hover active:bg-primary-strong',
  secondary: 'border border-border-strong bg-surface-3 text-fg hover:border-[#3d5b8c] hover:bg-[#20345a]',
  ghost: 'text-fg-muted hover:bg-white/[0.06] hover:text-fg',
  danger: 'bg-[#c9353b] text-white hover:bg-[#d8434a]',
  accent:
    'bg-accent text-accent-fg shadow-[0_8px_24px_-10px_rgb(248_200_74/0.6)] hover:bg-accent-hover active:brightness-95',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-8 gap-1.5 rounded-md px-3 text-sm [&_svg]:size-4',
  md: 'h-10 gap-2 rounded-lg px-4 text-[0.95rem] [&_svg]:size-[1.125rem]',
  lg: 'h-12 gap-2.5 rounded-lg px-6 text-lg [&_svg]:size-5',
};

export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  className?: string,
) {
  return cn(BASE, VARIANTS[variant], SIZES[size], className);
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  loading?: boolean;
  /** Renders the single child (e.g. a router Link) with the button look. */
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  asChild = false,
  className,
  disabled,
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  const classes = buttonClasses(variant, size, className);
  if (asChild) {
    return (
      <Slot.Root className={classes} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <Spinner size="sm" decorative />}
      {children}
    </button>
  );
}
