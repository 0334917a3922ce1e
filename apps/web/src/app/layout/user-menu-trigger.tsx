import { ChevronDown } from 'lucide-react';
import { UserAvatar } from './user-avatar';

export const USER_MENU_TRIGGER_CLASS =
  'focus-ring group inline-flex h-11 items-center gap-2 rounded-full py-1 pe-2 ps-1 transition-colors hover:bg-white/[0.06] data-[state=open]:bg-white/[0.06]';

/** The avatar button, the same before and after the menu's code has loaded. */
export function UserMenuTriggerFace({ avatar, name }: { avatar?: string | null; name: string }) {
  return (
    <>
      {avatar ? (
        <img
          src={avatar}
          alt=""
          className="size-9 shrink-0 rounded-full object-cover ring-2 ring-primary/30"
        />
      ) : (
        <UserAvatar name={name} />
      )}
      <span className="hidden max-w-32 truncate text-sm font-semibold text-fg md:inline lg:hidden">
        {name}
      </span>
      <ChevronDown
        aria-hidden="true"
        className="size-4 text-fg-muted transition-transform group-data-[state=open]:rotate-180"
      />
    </>
  );
}
