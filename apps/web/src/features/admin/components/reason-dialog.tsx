import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { FormButtons } from './form-buttons';
import { ReasonField } from './input-field';

interface ReasonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  danger?: boolean;
  pending: boolean;
  failed: boolean;
  /** Called with the trimmed reason; the dialog closes when the caller says so. */
  onConfirm: (reason: string) => void;
}

/** Asks why before an action that changes a player: the audit log keeps the reason. */
export function ReasonDialog(props: ReasonDialogProps) {
  const { t } = useTranslation('admin');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = reason.trim().length === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!missing) props.onConfirm(reason.trim());
  };

  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={props.title}
      description={props.description}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        {props.failed && <Alert severity="high">{t('actions.failed')}</Alert>}
        <ReasonField
          label={t('actions.reason')}
          hint={t('actions.reasonHint')}
          error={touched && missing ? t('actions.reasonRequired') : undefined}
          value={reason}
          onValue={setReason}
        />
        <FormButtons
          onCancel={() => props.onOpenChange(false)}
          submitLabel={props.confirmLabel}
          pending={props.pending}
          danger={props.danger}
        />
      </form>
    </Dialog>
  );
}
