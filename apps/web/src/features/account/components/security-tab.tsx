import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import type { SessionUser } from '@/lib/session/session-user';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { DataRightsCard } from './data-rights-card';
import { LoginHistoryCard, SessionsCard } from './sessions-card';
import { TwoFactorCard } from './two-factor-card';

export function SecurityTab({ user }: { user: SessionUser }) {
  // The tab's own texts (`security` namespace) load with it, not with the first page.
  const { ready } = useTranslation('security');
  return (
    <div className="grid items-start gap-5 lg:grid-cols-2">
      {ready ? (
        <>
          <TwoFactorCard />
          <SessionsCard />
        </>
      ) : (
        <>
          <Skeleton className="h-56 w-full rounded-2xl" />
          <Skeleton className="h-56 w-full rounded-2xl" />
        </>
      )}
      <ChangePasswordForm />
      <ChangeEmailForm currentEmail={user.email ?? ''} />
      {ready && (
        <>
          <LoginHistoryCard />
          <DataRightsCard user={user} />
        </>
      )}
    </div>
  );
}
