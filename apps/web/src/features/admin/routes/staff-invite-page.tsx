import type { StaffRole } from '@pitchside/contract/staff-roles';
import { Link2Off, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api/api-error';
import { useModalStore } from '@/lib/modals/modal-store';
import { useInvitation } from '../api/staff-accounts';
import { AdminShell } from '../components/admin-shell';
import { InviteAccountStep, InviteSecondFactorStep } from '../components/invite-steps';

type Step =
  | { at: 'account' }
  | { at: 'factor'; setup: { secret: string; qrSvg: string } | null }
  | { at: 'done'; codes: string[] | null };

/**
 * `/staff-invite/{token}` (issue 35): the link of an admin's invitation. The invitee sets a
 * password (or proves their portal account's) and a second factor; then the role is theirs and
 * they sign in to the console with both.
 */
export function StaffInvitePage() {
  const { token = '' } = useParams();
  return (
    <AdminShell>
      <Invitation token={token} />
    </AdminShell>
  );
}

function Invitation({ token }: { token: string }) {
  const { t } = useTranslation(['admin', 'routes']);
  const invitation = useInvitation(token);
  const [step, setStep] = useState<Step>({ at: 'account' });
  const openModal = useModalStore((state) => state.openModal);
  const role = (value: StaffRole) => t(`status.role_${value}`);

  let body;
  if (invitation.isPending) {
    body = (
      <div aria-busy="true" className="space-y-3">
        <p className="text-sm text-fg-muted">{t('invite.checking')}</p>
        <Skeleton className="h-10 w-full" />
      </div>
    );
  } else if (invitation.isError) {
    const code = invitation.error instanceof ApiError ? invitation.error.code : null;
    body = (
      <div role="alert" className="flex flex-col items-center gap-3 text-center">
        <Link2Off aria-hidden="true" className="size-8 text-danger" />
        <p className="font-display text-xl font-bold text-fg">{t('invite.invalidTitle')}</p>
        <p className="text-sm text-fg">
          {code === 'INVITE_EXPIRED'
            ? t('invite.expired')
            : code === 'INVITE_USED'
              ? t('invite.used')
              : t('invite.invalid')}
        </p>
        <Link to="/" className={buttonClasses('secondary')}>
          {t('invite.backHome')}
        </Link>
      </div>
    );
  } else if (step.at === 'done') {
    body = (
      <div className="space-y-4">
        <h2 className="font-display text-lg font-bold text-fg">{t('invite.doneTitle')}</h2>
        <Alert severity="low">{t('invite.done', { role: role(invitation.data.role) })}</Alert>
        {step.codes && (
          <>
            <p className="text-sm text-fg-muted">{t('invite.recovery')}</p>
            <ol className="grid grid-cols-2 gap-2 font-mono text-sm text-fg" data-testid="recovery-codes">
              {step.codes.map((code) => (
                <li key={code} className="rounded-lg bg-white/[0.05] px-3 py-2 text-center" dir="ltr">
                  {code}
                </li>
              ))}
            </ol>
          </>
        )}
        <Button onClick={() => openModal('login')}>{t('invite.signIn')}</Button>
      </div>
    );
  } else {
    body = (
      <div className="space-y-5">
        <p className="text-sm text-fg">
          {t('invite.invitedAs', { email: invitation.data.email, role: role(invitation.data.role) })}
        </p>
        {step.at === 'account' ? (
          <InviteAccountStep
            token={token}
            invite={invitation.data}
            onDone={(setup) => setStep({ at: 'factor', setup })}
          />
        ) : (
          <InviteSecondFactorStep
            token={token}
            setup={step.setup}
            onDone={(codes) => setStep({ at: 'done', codes })}
          />
        )}
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-xl">
      <PageHeader title={t('routes:staffInvite')} description={t('invite.description')} icon={<UserPlus />} />
      <Card className="p-6">{body}</Card>
    </div>
  );
}
