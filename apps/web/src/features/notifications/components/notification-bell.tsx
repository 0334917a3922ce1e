import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../api/get-notifications';
import { NotificationPanel } from './notification-panel';

/** Header bell with the unread count (spec §2/§4 "Notifications"); the panel lists them newest first. */
/** `defaultOpen`: the player clicked the stand-in bell before this code had arrived. */
export function NotificationBell({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation('notifications');
  const notifications = useNotifications();
  const [open, setOpen] = useState(defaultOpen);
  const unread = notifications.data?.unread ?? 0;

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        // Opening is the moment the player wants the newest list.
        if (next) void notifications.refetch();
      }}
    >
      <Popover.Trigger
        aria-label={unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label')}
        className="focus-ring relative inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-fg-muted transition-colors hover:bg-white/[0.07] hover:text-fg data-[state=open]:bg-white/[0.07] data-[state=open]:text-fg"
      >
        <Bell aria-hidden="true" className="size-5" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="notification-count"
            // White on #c9353b is 5.2:1; the ring keeps the badge apart from the bell on any background.
            className="absolute -top-0.5 end-0 grid h-5 min-w-5 place-items-center rounded-full bg-[#c9353b] px-1 text-[0.7rem] font-bold leading-none text-white tabular-nums ring-2 ring-bg"
          >
            {unread > 9 ? '9+' : unread}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label={t('title')}
          className="z-50 flex max-h-[min(32rem,calc(100dvh-5rem))] w-[min(24rem,calc(100vw-1rem))] flex-col overflow-hidden rounded-xl border border-border-strong bg-surface-2 shadow-overlay data-[state=closed]:animate-pop-out data-[state=open]:animate-pop-in"
        >
          <NotificationPanel query={notifications} onNavigate={() => setOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
