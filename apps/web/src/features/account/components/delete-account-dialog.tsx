import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock, Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { formatDateTime } from '@/lib/format/format-date-time';
import { useScheduleDeletion } from '../api/schedule-deletion';
import { twoFactorStatusQuery } from '../api/two-factor-status';
import { deleteAccountSchema, type DeleteAccountForm } from '../model/delete-account-form';
import { useDeletionErrorText } from '../model/deletion-error';
import { useFieldError } from '../model/use-field-error';
import { FormMessage } from './form-message';
import { PasswordInput } from './password-input';

/**
 * "Delete my account": what happens (7 days, then erased; orders and ledger kept), the password,
 * and once scheduled the date, with the note that signing in before then cancels it.
 */
export function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation('security');
  const fieldError = useFieldError();
  const errorText = useDeletionErrorText();
  const schedule = useScheduleDeletion();
  const secondFactor = useQuery({ ...twoFactorStatusQuery(), enabled: open }).data?.enabled ?? false;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<DeleteAccountForm>({
    resolver: zodResolver(deleteAccountSchema),
    mode: 'onBlur',
    defaultValues: { password: '', code: '' },
  });
  const dueAt = schedule.data?.deletionDueAt ?? null;

  const changeOpen = (next: boolean) => {
    if (!next) {
      // A later opening starts afresh: no password kept, no old answer shown.
      reset();
      schedule.reset();
    }
    onOpenChange(next);
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      await schedule.mutateAsync({
        password: values.password,
        ...(secondFactor ? { code: values.code?.replace(/\s+/g, '') } : {}),
      });
    } catch {
      /* shown from schedule.error */
    }
  });

  if (dueAt) {
    return (
      <Dialog
        open={open}
        onOpenChange={changeOpen}
        title={t('dataRights.dialog.scheduledTitle')}
        icon={<CalendarClock />}
        footer={<Button onClick={() => changeOpen(false)}>{t('dataRights.dialog.close')}</Button>}
      >
        <p role="status" className="text-sm text-fg">
          {t('dataRights.dialog.scheduled', { date: formatDateTime(dueAt, i18n.language) })}
        </p>
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={t('dataRights.dialog.title')}
      description={t('dataRights.dialog.description')}
      icon={<Trash2 />}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        <Alert severity="warning">
          <p>{t('dataRights.dialog.erased')}</p>
          <p className="mt-1">{t('dataRights.dialog.kept')}</p>
        </Alert>
        <FormMessage message={errorText(schedule.error, 'security:dataRights.deleteFailed')} />
        <Field label={t('dataRights.dialog.password')} error={fieldError(errors.password)}>
          {(control) => (
            <PasswordInput {...control} {...register('password')} autoComplete="current-password" />
          )}
        </Field>
        {secondFactor && (
          <Field label={t('twoFactor.codeOrRecovery')}>
            {(control) => (
              <Input
                {...control}
                {...register('code')}
                autoComplete="one-time-code"
                className="font-mono tracking-widest"
              />
            )}
          </Field>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="ghost" onClick={() => changeOpen(false)}>
            {t('dataRights.dialog.keep')}
          </Button>
          <Button type="submit" variant="danger" loading={schedule.isPending}>
            {t('dataRights.dialog.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
