import { Bell } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '@/lib/lazy-component';

// The bell, its panel (a popover) and its query are fetched while the app starts
// (header-menus.ts): only signed-in players have one, and the count arrives with its data anyway.
export const NotificationBell = lazyComponent(() =>
  import('@/features/notifications/components/notification-bell').then((m) => m.NotificationBell),
);

export function NotificationsButton() {
  // A click on the stand-in is kept: the panel opens when its code arrives.
  const [openOnArrival, setOpenOnArrival] = useState(false);
  return (
    <Suspense fallback={<BellWhileLoading onClick={() => setOpenOnArrival(true)} />}>
      <NotificationBell defaultOpen={openOnArrival} />
    </Suspense>
  );
}

function BellWhileLoading({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('notifications');
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded="false"
      aria-label={t('bell.label')}
      className="focus-ring relative inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-fg-muted"
      onClick={onClick}
    >
      <Bell aria-hidden="true" className="size-5" />
    </button>
  );
}
