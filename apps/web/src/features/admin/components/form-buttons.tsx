import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** The foot of every back-office form dialog: Cancel, and the submit that shows its progress. */
export function FormButtons(props: {
  onCancel: () => void;
  submitLabel: ReactNode;
  pending: boolean;
  danger?: boolean;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button type="button" variant="ghost" onClick={props.onCancel}>
        {t('actions.cancel')}
      </Button>
      <Button type="submit" variant={props.danger ? 'danger' : 'primary'} loading={props.pending}>
        {props.submitLabel}
      </Button>
    </div>
  );
}
