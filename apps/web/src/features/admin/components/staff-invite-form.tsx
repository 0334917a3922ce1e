import { STAFF_ROLES, type StaffRole } from '@pitchside/contract/staff-roles';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { ApiError } from '@/lib/api/api-error';
import { useInviteStaff } from '../api/staff-accounts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An admin enters an e-mail and a role; the server mails a one-time link (72 h). */
export function StaffInviteForm() {
  const { t } = useTranslation('admin');
  const invite = useInviteStaff();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('support');
  const [touched, setTouched] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const wrong = touched && !EMAIL.test(email.trim());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!EMAIL.test(email.trim())) return;
    setSentTo(null);
    invite.mutate(
      { email: email.trim(), role },
      {
        onSuccess: () => {
          setSentTo(email.trim().toLowerCase());
          setEmail('');
          setTouched(false);
        },
      },
    );
  };
  const failure =
    invite.error instanceof ApiError && invite.error.code === 'ALREADY_STAFF'
      ? t('staff.invite.alreadyStaff')
      : invite.error
        ? t('staff.failed')
        : null;

  return (
    <section
      aria-labelledby="staff-invite-heading"
      className="rounded-xl border border-border bg-surface p-4"
    >
      <h2 id="staff-invite-heading" className="mb-3 font-display text-lg font-bold text-fg">
        {t('staff.invite.heading')}
      </h2>
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-start">
        <Field label={t('staff.invite.email')} error={wrong ? t('staff.invite.emailInvalid') : undefined}>
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="off"
              value={email}
              maxLength={200}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </Field>
        <Field label={t('staff.invite.role')}>
          {(control) => (
            <Select {...control} value={role} onChange={(event) => setRole(event.target.value as StaffRole)}>
              {STAFF_ROLES.map((option) => (
                <option key={option} value={option}>
                  {t(`status.role_${option}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button type="submit" loading={invite.isPending} className="sm:mt-[1.625rem]">
          {t('staff.invite.send')}
        </Button>
      </form>
      {sentTo && (
        <Alert severity="low" className="mt-3">
          {t('staff.invite.sent', { email: sentTo })}
        </Alert>
      )}
      {failure && (
        <Alert severity="high" className="mt-3">
          {failure}
        </Alert>
      )}
    </section>
  );
}
