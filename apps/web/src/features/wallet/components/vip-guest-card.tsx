import { LogIn, Lock, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useModalStore } from '@/lib/modals/modal-store';

/** Guests see the table; their own tier needs a login. */
export function VipGuestCard() {
  const { t } = useTranslation('vip');
  const openModal = useModalStore((state) => state.openModal);
  return (
    <section
      aria-labelledby="vip-guest-title"
      className="flex flex-col gap-5 rounded-2xl border border-accent/30 bg-linear-to-br from-accent/10 via-surface to-surface p-5 shadow-raised sm:flex-row sm:items-center sm:p-8"
    >
      <span
        aria-hidden="true"
        className="grid size-14 shrink-0 place-items-center rounded-2xl border border-accent/40 bg-accent-soft text-accent [&_svg]:size-7"
      >
        <Lock />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id="vip-guest-title" className="display-caps text-2xl text-fg">
          {t('guest.title')}
        </h2>
        <p className="mt-1 text-sm text-fg-muted">{t('guest.body')}</p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button variant="accent" onClick={() => openModal('login')}>
          <LogIn aria-hidden="true" />
          {t('guest.login')}
        </Button>
        <Button variant="secondary" onClick={() => openModal('signup')}>
          <UserPlus aria-hidden="true" />
          {t('guest.register')}
        </Button>
      </div>
    </section>
  );
}
