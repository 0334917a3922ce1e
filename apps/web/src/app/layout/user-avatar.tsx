import { cn } from '@/lib/cn';

/** Initials on the pitch-green disc; photos arrive with the Accounts capability. */
export function UserAvatar({ name, className }: { name: string; className?: string }) {
  const initials =
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]?.toUpperCase() ?? '')
      .join('') || '?';
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-9 shrink-0 place-items-center rounded-full bg-linear-to-br from-primary to-primary-strong font-display text-base font-bold text-primary-fg ring-2 ring-primary/30',
        className,
      )}
    >
      {initials}
    </span>
  );
}
