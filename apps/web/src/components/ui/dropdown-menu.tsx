import { DropdownMenu as RadixMenu } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** Styled parts of the Radix dropdown menu (keyboard navigation, typeahead, focus return). */
export const DropdownMenu = RadixMenu.Root;
export const DropdownMenuTrigger = RadixMenu.Trigger;

export function DropdownMenuContent({
  className,
  sideOffset = 8,
  align = 'end',
  ...props
}: ComponentProps<typeof RadixMenu.Content>) {
  return (
    <RadixMenu.Portal>
      <RadixMenu.Content
        sideOffset={sideOffset}
        align={align}
        className={cn(
          'z-50 min-w-56 rounded-xl border border-border-strong bg-surface-2 p-1.5 shadow-overlay data-[state=closed]:animate-pop-out data-[state=open]:animate-pop-in',
          className,
        )}
        {...props}
      />
    </RadixMenu.Portal>
  );
}

interface DropdownMenuItemProps extends ComponentProps<typeof RadixMenu.Item> {
  icon?: ReactNode;
  tone?: 'default' | 'danger';
}

export function DropdownMenuItem({
  className,
  icon,
  tone = 'default',
  children,
  ...props
}: DropdownMenuItemProps) {
  return (
    <RadixMenu.Item
      className={cn(
        'flex h-10 cursor-pointer select-none items-center gap-3 rounded-lg px-3 text-sm font-medium outline-none transition-colors data-[disabled]:pointer-events-none data-[disabled]:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
        tone === 'danger'
          ? 'text-danger data-[highlighted]:bg-danger/15'
          : 'text-fg data-[highlighted]:bg-white/[0.07] [&_svg]:text-fg-muted',
        className,
      )}
      {...props}
    >
      {icon}
      {children}
    </RadixMenu.Item>
  );
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof RadixMenu.Separator>) {
  return <RadixMenu.Separator className={cn('my-1.5 h-px bg-border', className)} {...props} />;
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof RadixMenu.Label>) {
  return <RadixMenu.Label className={cn('px-3 py-2 text-xs text-fg-subtle', className)} {...props} />;
}
