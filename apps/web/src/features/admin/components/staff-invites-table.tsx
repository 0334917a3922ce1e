import type { StaffInvite } from '@pitchside/contract/staff-accounts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/format/format-date-time';
import { useRevokeInvite } from '../api/staff-accounts';
import { EmailText } from './audit-sentence';

/** Invitations waiting for an answer, each revocable until it is used. */
export function StaffInvitesTable({ invites }: { invites: readonly StaffInvite[] }) {
  const { t, i18n } = useTranslation('admin');
  const revoke = useRevokeInvite();
  const columns: DataTableColumn<StaffInvite>[] = [
    {
      id: 'email',
      header: t('staff.pending.columns.email'),
      rowHeader: true,
      cell: (invite) => <EmailText value={invite.email} />,
    },
    { id: 'role', header: t('staff.columns.role'), cell: (invite) => t(`status.role_${invite.role}`) },
    {
      id: 'invitedBy',
      header: t('staff.pending.columns.invitedBy'),
      hideBelow: 'md',
      cell: (invite) => invite.invitedBy ?? '—',
    },
    {
      id: 'expires',
      header: t('staff.pending.columns.expires'),
      hideBelow: 'sm',
      cell: (invite) => (
        <span className="whitespace-nowrap">{formatDateTime(invite.expiresAt, i18n.language)}</span>
      ),
    },
    {
      id: 'actions',
      header: t('staff.columns.actions'),
      align: 'end',
      cell: (invite) => (
        <Button
          size="sm"
          variant="ghost"
          aria-label={t('staff.pending.revokeLabel', { email: invite.email })}
          loading={revoke.isPending && revoke.variables === invite.id}
          onClick={() => revoke.mutate(invite.id)}
        >
          {t('staff.pending.revoke')}
        </Button>
      ),
    },
  ];
  return (
    <section aria-labelledby="staff-pending-heading" className="space-y-3">
      <h2 id="staff-pending-heading" className="font-display text-lg font-bold text-fg">
        {t('staff.pending.heading')}
      </h2>
      {invites.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('staff.pending.empty')}</p>
      ) : (
        <DataTable
          columns={columns}
          rows={invites}
          rowKey={(invite) => invite.id}
          caption={t('staff.pending.heading')}
          inNamedSection
        />
      )}
    </section>
  );
}
