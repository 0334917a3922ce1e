import type { StaffMember } from '@pitchside/contract/staff-accounts';
import { STAFF_ROLES, type StaffRole } from '@pitchside/contract/staff-roles';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Select } from '@/components/ui/select';
import { useChangeStaffRole, useRemoveStaff } from '../api/staff-accounts';
import { FormButtons } from './form-buttons';

/** A member's role (choose, save) and the removal of their staff access, confirmed first. */
export function StaffMemberActions({
  member,
  onDone,
}: {
  member: StaffMember;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('admin');
  const [role, setRole] = useState<StaffRole>(member.role);
  const [confirming, setConfirming] = useState(false);
  const change = useChangeStaffRole();
  const remove = useRemoveStaff();
  const name = member.nickname;

  const save = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { id: member.id, role },
      { onSuccess: () => onDone(t('staff.roleSaved', { name, role: t(`status.role_${role}`) })) },
    );
  };

  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      <form onSubmit={save} className="flex items-center gap-2">
        <Select
          aria-label={t('staff.roleOf', { name })}
          value={role}
          onChange={(event) => setRole(event.target.value as StaffRole)}
          className="w-36"
        >
          {STAFF_ROLES.map((option) => (
            <option key={option} value={option}>
              {t(`status.role_${option}`)}
            </option>
          ))}
        </Select>
        <Button
          type="submit"
          size="sm"
          variant="secondary"
          disabled={role === member.role}
          loading={change.isPending}
          aria-label={t('staff.saveRoleOf', { name })}
        >
          {t('staff.saveRole')}
        </Button>
      </form>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => setConfirming(true)}
        aria-label={t('staff.removeOf', { name })}
      >
        {t('staff.remove')}
      </Button>
      {change.isError && (
        <span role="alert" className="text-xs text-danger">
          {t('staff.failed')}
        </span>
      )}
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('staff.removeTitle', { name })}
        description={t('staff.removeBody')}
      >
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            remove.mutate(member.id, {
              onSuccess: () => {
                setConfirming(false);
                onDone(t('staff.removed', { name }));
              },
            });
          }}
        >
          {remove.isError && <Alert severity="high">{t('staff.failed')}</Alert>}
          <FormButtons
            onCancel={() => setConfirming(false)}
            submitLabel={t('staff.remove')}
            pending={remove.isPending}
            danger
          />
        </form>
      </Dialog>
    </div>
  );
}
