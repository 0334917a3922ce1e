import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { IconButton } from './icon-button';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** False for flows the player must finish (forced e-mail verification): no close button, Escape or outside click. */
  dismissible?: boolean;
}

const SIZES = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-2xl', xl: 'max-w-5xl' } as const;

/** Modal dialog: traps focus, locks page scroll, closes on Escape and overlay click. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  icon,
  children,
  footer,
  size = 'md',
  dismissible = true,
}: DialogProps) {
  const { t } = useTranslation('common');
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        {/* The content sits inside the overlay so long dialogs scroll instead of overflowing. */}
        <RadixDialog.Overlay className="fixed inset-0 z-50 grid place-items-center overflow-y-auto bg-overlay p-4 backdrop-blur-sm data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in">
          <RadixDialog.Content
            {...(description ? {} : { 'aria-describedby': undefined })}
            onEscapeKeyDown={block}
            onPointerDownOutside={block}
            onInteractOutside={block}
            className={cn(
              'relative w-full rounded-2xl border border-border-strong bg-surface shadow-overlay outline-none data-[state=closed]:animate-pop-out data-[state=open]:animate-pop-in',
              SIZES[size],
            )}
          >
            <div className="pointer-events-none absolute inset-x-0 top-0 h-px bg-linear-to-r from-transparent via-primary/60 to-transparent" />
            <div className="flex items-start gap-3 px-6 pt-6">
              {icon && (
                <div className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary [&_svg]:size-5">
                  {icon}
                </div>
              )}
              <div className="min-w-0 flex-1 pt-0.5">
                <RadixDialog.Title className="display-caps text-2xl leading-tight text-fg">
                  {title}
                </RadixDialog.Title>
                {description && (
                  <RadixDialog.Description className="mt-1 text-sm text-fg-muted">
                    {description}
                  </RadixDialog.Description>
                )}
              </div>
              {dismissible && (
                <RadixDialog.Close asChild>
                  <IconButton label={t('actions.close')} icon={<X />} size="sm" className="-me-2 -mt-1" />
                </RadixDialog.Close>
              )}
            </div>
            <div className="px-6 pb-6 pt-4 text-fg-muted">{children}</div>
            {footer && (
              <div className="flex flex-wrap justify-end gap-3 border-t border-border px-6 py-4">
                {footer}
              </div>
            )}
          </RadixDialog.Content>
        </RadixDialog.Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
