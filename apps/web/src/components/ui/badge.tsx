import { ArrowBigUpDash, Crown, Flame } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type BadgeVariant =
  'hot' | 'upgraded' | 'vip' | 'live' | 'neutral' | 'success' | 'warning' | 'danger' | 'info';

const VARIANTS: Record<BadgeVariant, string> = {
  hot: 'bg-linear-to-r from-[#ff8a3d] to-accent text-[#2b1200]',
  upgraded: 'bg-primary-soft text-primary ring-1 ring-inset ring-primary/40',
  vip: 'bg-accent-soft text-accent ring-1 ring-inset ring-accent/40',
  live: 'bg-live/15 text-[#ff7a86] ring-1 ring-inset ring-live/40',
  neutral: 'bg-white/[0.07] text-fg-muted ring-1 ring-inset ring-white/10',
  success: 'bg-success/15 text-success ring-1 ring-inset ring-success/30',
  warning: 'bg-warning/15 text-warning ring-1 ring-inset ring-warning/30',
  danger: 'bg-danger/15 text-danger ring-1 ring-inset ring-danger/30',
  info: 'bg-info/15 text-info ring-1 ring-inset ring-info/30',
};

const ICONS: Partial<Record<BadgeVariant, ReactNode>> = {
  hot: <Flame aria-hidden="true" strokeWidth={2.5} />,
  upgraded: <ArrowBigUpDash aria-hidden="true" strokeWidth={2.25} />,
  vip: <Crown aria-hidden="true" strokeWidth={2.25} />,
  live: <span aria-hidden="true" className="size-1.5 animate-live-pulse rounded-full bg-live" />,
};

interface BadgeProps {
  variant?: BadgeVariant;
  children: ReactNode;
  /** Shows the variant's own icon (flame, crown, pulse…) before the text. */
  withIcon?: boolean;
  className?: string;
}

export function Badge({ variant = 'neutral', children, withIcon = true, className }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex h-5 shrink-0 items-center gap-1 rounded-full px-2 font-display text-[0.7rem] font-bold uppercase leading-none tracking-wider [&_svg]:size-3',
        VARIANTS[variant],
        className,
      )}
    >
      {withIcon && ICONS[variant]}
      {children}
    </span>
  );
}
