import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

interface CloseTicketDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  pending: boolean;
}

/** Closing is final (a closed ticket takes no replies), so it is asked once more, saying so. */
export function CloseTicketDialog({ open, onOpenChange, onConfirm, pending }: CloseTicketDialogProps) {
  const { t } = useTranslation('support');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      icon={<Lock />}
      title={t('close.title')}
      description={t('close.body')}
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={pending}>
            {t('actions.cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={pending}>
            {t('actions.closeTicket')}
          </Button>
        </>
      }
    />
  );
}
