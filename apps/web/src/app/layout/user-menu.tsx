import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '@/lib/lazy-component';
import { useSessionUser } from '@/lib/session/session';
import { USER_MENU_TRIGGER_CLASS, UserMenuTriggerFace } from './user-menu-trigger';

// Only signed-in players see it, and only a click opens it: the dropdown's code is fetched while
// the app starts (header-menus.ts); should it be late, a button that looks the same stands in.
export const UserMenuDropdown = lazyComponent(() =>
  import('./user-menu-dropdown').then((m) => m.UserMenuDropdown),
);

export function UserMenu() {
  // A click on the stand-in is kept: the menu opens when its code arrives.
  const [openOnArrival, setOpenOnArrival] = useState(false);
  return (
    <Suspense fallback={<UserMenuButtonWhileLoading onClick={() => setOpenOnArrival(true)} />}>
      <UserMenuDropdown defaultOpen={openOnArrival} />
    </Suspense>
  );
}

function UserMenuButtonWhileLoading({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('layout');
  const user = useSessionUser();
  const name = user?.nickname || t('user.fallbackName');
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded="false"
      aria-label={t('user.menu', { name })}
      className={USER_MENU_TRIGGER_CLASS}
      // Radix opens the real menu on pointer down: should the code arrive between the press and
      // the click, the click lands on the real trigger, which ignores it. The press counts too.
      onPointerDown={(event) => {
        if (event.button === 0) onClick();
      }}
      onClick={onClick}
    >
      <UserMenuTriggerFace avatar={user?.avatar} name={name} />
    </button>
  );
}
