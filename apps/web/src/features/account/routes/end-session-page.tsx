import { CircleCheck, LogOut, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { isApiError } from '@/lib/api/api-error';
import { useModalStore } from '@/lib/modals/modal-store';
import { useEndSessionByLink } from '../api/end-session-by-link';
import { FormMessage } from '../components/form-message';

/**
 * Where the "new sign-in" e-mail's link lands: a button (never the link itself, which mail
 * scanners open) ends the session that signed in, without being signed in here.
 */
export function EndSessionPage() {
  const { t, ready } = useTranslation(['routes', 'security']);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const end = useEndSessionByLink();
  const openModal = useModalStore((state) => state.openModal);
  const refused = end.error
    ? isApiError(end.error) && end.error.status === 404
      ? t('security:endSession.invalid')
      : t('security:endSession.failed')
    : undefined;

  // The page's texts (`security` namespace) load with it.
  if (!ready) return <div className="mx-auto min-h-64 max-w-md" aria-busy="true" />;
  return (
    <div className="mx-auto max-w-md">
      <PageHeader
        title={t('routes:endSession')}
        icon={<ShieldAlert />}
        description={t('security:endSession.description')}
      />
      <Card className="space-y-4 p-6">
        {end.isSuccess ? (
          <div className="space-y-3 text-center" role="status">
            <CircleCheck aria-hidden="true" className="mx-auto size-10 text-success" />
            <p className="display-caps text-xl text-fg">{t('security:endSession.done')}</p>
            <p className="text-sm">{t('security:endSession.changePassword')}</p>
            <Button onClick={() => openModal('login')}>{t('security:endSession.login')}</Button>
          </div>
        ) : (
          <>
            <FormMessage message={token ? refused : t('security:endSession.invalid')} />
            <Button
              className="w-full"
              variant="danger"
              disabled={!token}
              loading={end.isPending}
              onClick={() => end.mutate(token)}
            >
              <LogOut aria-hidden="true" className="rtl:-scale-x-100" />
              {t('security:endSession.submit')}
            </Button>
          </>
        )}
      </Card>
    </div>
  );
}
