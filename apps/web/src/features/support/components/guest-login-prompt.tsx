import { LogIn, TicketCheck } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useModalStore } from '@/lib/modals/modal-store';

/** Tickets belong to an account: a guest is asked to log in (the login modal). */
export function GuestLoginPrompt() {
  const { t } = useTranslation('support');
  const openModal = useModalStore((state) => state.openModal);
  const headingId = useId();
  return (
    <Card className="flex flex-col items-start gap-3 p-5" role="region" aria-labelledby={headingId}>
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="grid size-10 place-items-center rounded-xl bg-primary-soft text-primary [&_svg]:size-5"
        >
          <TicketCheck />
        </span>
        <h2 id={headingId} className="display-caps text-lg text-fg">
          {t('guest.heading')}
        </h2>
      </div>
      <p className="text-sm text-fg-muted">{t('guest.body')}</p>
      <Button onClick={() => openModal('login')}>
        <LogIn aria-hidden="true" className="rtl:-scale-x-100" />
        {t('actions.login')}
      </Button>
    </Card>
  );
}
