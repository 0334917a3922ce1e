import { cn } from '@/lib/cn';

const BASE =
  'focus-ring relative flex w-full items-center gap-3 rounded-lg text-start text-sm font-medium transition-colors duration-150 [&_svg]:shrink-0';

/** One look for links, group triggers and actions of the side menu, with a start-side bar when active. */
export function menuItemClasses({
  active = false,
  nested = false,
}: { active?: boolean; nested?: boolean } = {}) {
  return cn(
    BASE,
    nested ? 'h-9 gap-2.5 px-2.5 [&_svg]:size-4' : 'h-10 px-3 [&_svg]:size-[1.15rem]',
    active
      ? 'bg-primary-soft text-fg before:absolute before:inset-y-2 before:start-0 before:w-1 before:rounded-e-full before:bg-primary [&_svg]:text-primary'
      : 'text-fg-muted hover:bg-white/[0.05] hover:text-fg',
  );
}
