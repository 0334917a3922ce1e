import { LogIn, LogOut, Smartphone, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { useModalStore, type ModalName } from '@/lib/modals/modal-store';
import { logOut } from '@/lib/session/logout';
import { useIsLoggedIn } from '@/lib/session/session';

interface MenuActionsProps {
  /** Icon-only, for the collapsed rail. */
  compact?: boolean;
  onItemActivate?: () => void;
}

/** Bottom of the side menu: app download and Login/Register or Logout (spec §2). */
export function MenuActions({ compact = false, onItemActivate }: MenuActionsProps) {
  const { t } = useTranslation(['layout', 'common']);
  const loggedIn = useIsLoggedIn();
  const openModal = useModalStore((state) => state.openModal);
  const navigate = useNavigate();

  const open = (name: ModalName) => () => {
    onItemActivate?.();
    openModal(name);
  };
  const signOut = () => {
    onItemActivate?.();
    // Revokes the session on the server too, not only in this browser.
    void logOut();
    void navigate('/');
  };

  if (compact) {
    return (
      <div className="flex flex-col items-center gap-1 border-t border-border py-3">
        <IconButton label={t('layout:menu.downloadApp')} icon={<Smartphone />} onClick={open('download')} />
        {loggedIn ? (
          <IconButton
            label={t('common:actions.logout')}
            icon={<LogOut className="rtl:-scale-x-100" />}
            onClick={signOut}
          />
        ) : (
          <>
            <IconButton
              label={t('common:actions.login')}
              icon={<LogIn className="rtl:-scale-x-100" />}
              onClick={open('login')}
            />
            <IconButton label={t('common:actions.register')} icon={<UserPlus />} onClick={open('signup')} />
          </>
        )}
      </div>
    );
  }

  return (
    <div className="space-y-3 border-t border-border p-3">
      <button
        type="button"
        onClick={open('download')}
        className="focus-ring group flex w-full items-center gap-3 rounded-xl border border-primary/25 bg-linear-to-br from-primary/15 via-surface-2 to-surface-2 p-3 text-start transition-colors hover:border-primary/50"
      >
        <span
          className="grid size-9 shrink-0 place-items-center rounded-lg bg-primary text-primary-fg"
          aria-hidden="true"
        >
          <Smartphone className="size-[1.15rem]" />
        </span>
        <span className="font-display text-[0.95rem] font-bold uppercase tracking-wide text-fg">
          {t('layout:menu.downloadApp')}
        </span>
      </button>
      {loggedIn ? (
        <Button variant="ghost" className="w-full justify-start" onClick={signOut}>
          <LogOut aria-hidden="true" className="rtl:-scale-x-100" />
          {t('common:actions.logout')}
        </Button>
      ) : (
        <div className="grid grid-cols-2 gap-2">
          <Button onClick={open('login')}>{t('common:actions.login')}</Button>
          <Button variant="secondary" onClick={open('signup')}>
            {t('common:actions.register')}
          </Button>
        </div>
      )}
    </div>
  );
}
