import type { StaffMember } from '@pitchside/contract/staff-accounts';
import { UserCog } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { formatDateTime } from '@/lib/format/format-date-time';
import { useSessionUser } from '@/lib/session/session';
import { useStaffList } from '../api/staff-accounts';
import { AdminShell } from '../components/admin-shell';
import { EmailText } from '../components/audit-sentence';
import { StaffInviteForm } from '../components/staff-invite-form';
import { StaffInvitesTable } from '../components/staff-invites-table';
import { StaffMemberActions } from '../components/staff-member-actions';

/** `/admin/staff`: who works in the console, in which role, with a second factor (admins). */
export function AdminStaffPage() {
  return (
    <AdminShell>
      <Staff />
    </AdminShell>
  );
}

function Staff() {
  const { t, i18n } = useTranslation(['admin', 'routes']);
  const me = useSessionUser();
  const list = useStaffList();
  const [notice, setNotice] = useState<string | null>(null);

  const columns: DataTableColumn<StaffMember>[] = [
    {
      id: 'member',
      header: t('staff.columns.member'),
      rowHeader: true,
      cell: (member) => (
        <span className="block min-w-0">
          <span className="block font-semibold text-fg">
            {member.nickname}
            {String(member.id) === String(me?.id) && (
              <span className="ms-1 font-normal text-fg-muted">({t('staff.you')})</span>
            )}
          </span>
          <span className="block text-xs text-fg-muted">
            <EmailText value={member.email} />
          </span>
        </span>
      ),
    },
    { id: 'role', header: t('staff.columns.role'), cell: (member) => t(`status.role_${member.role}`) },
    {
      id: 'twoFactor',
      header: t('staff.columns.twoFactor'),
      hideBelow: 'sm',
      cell: (member) =>
        member.twoFactor ? (
          <Badge variant="success" withIcon={false}>
            {t('staff.twoFactorOn')}
          </Badge>
        ) : (
          <Badge variant="warning" withIcon={false}>
            {t('staff.twoFactorOff')}
          </Badge>
        ),
    },
    {
      id: 'lastSignIn',
      header: t('staff.columns.lastSignIn'),
      hideBelow: 'md',
      cell: (member) => (
        <span className="whitespace-nowrap text-fg-muted">
          {member.lastSignInAt ? formatDateTime(member.lastSignInAt, i18n.language) : t('staff.never')}
        </span>
      ),
    },
    {
      id: 'actions',
      header: t('staff.columns.actions'),
      align: 'end',
      cell: (member) =>
        String(member.id) === String(me?.id) ? null : (
          <StaffMemberActions key={`${member.id}-${member.role}`} member={member} onDone={setNotice} />
        ),
    },
  ];

  return (
    <>
      <PageHeader title={t('routes:adminStaff')} description={t('staff.description')} icon={<UserCog />} />
      <div className="space-y-8">
        <StaffInviteForm />
        {notice && (
          <Alert severity="low" onDismiss={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
        <QueryState
          query={list}
          errorMessage={t('staff.error')}
          empty={null}
          loading={
            <DataTable
              columns={columns}
              rows={[]}
              rowKey={(_, i) => i}
              caption={t('staff.members')}
              loading
            />
          }
        >
          {(data) => (
            <div className="space-y-8">
              {/* Not a <section>: the table's scroll region already is the landmark with this name. */}
              <div className="space-y-3">
                <h2 id="staff-members-heading" className="font-display text-lg font-bold text-fg">
                  {t('staff.members')}
                </h2>
                <DataTable
                  columns={columns}
                  rows={data.members}
                  rowKey={(m) => m.id}
                  caption={t('staff.members')}
                />
              </div>
              <StaffInvitesTable invites={data.invites} />
            </div>
          )}
        </QueryState>
      </div>
    </>
  );
}
