import { Check } from 'lucide-react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface CheckboxProps {
  label: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
  className?: string;
}

export function Checkbox({ label, onCheckedChange, className, ...props }: CheckboxProps) {
  const id = useId();
  return (
    <div className={cn('flex items-center gap-2.5', className)}>
      <RadixCheckbox.Root
        id={id}
        onCheckedChange={(state) => onCheckedChange?.(state === true)}
        className="focus-ring grid size-5 shrink-0 place-items-center rounded-md border border-border-strong bg-surface-2 transition-colors hover:border-primary/70 disabled:opacity-50 data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-fg"
        {...props}
      >
        <RadixCheckbox.Indicator>
          <Check className="size-3.5" strokeWidth={3} aria-hidden="true" />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <label htmlFor={id} className="cursor-pointer select-none text-sm text-fg">
        {label}
      </label>
    </div>
  );
}
