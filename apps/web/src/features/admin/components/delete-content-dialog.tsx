import { Trash2 } from 'lucide-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import type { ContentKind } from '../api/content-keys';
import { useDeleteContent } from '../api/delete-content';
import { FormButtons } from './form-buttons';

/** Confirms a deletion; the audit log keeps the item as it was. */
export function DeleteContentDialog(props: {
  kind: ContentKind;
  id: number;
  title: string;
  onClose: (deleted: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  const remove = useDeleteContent(props.kind);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await remove.mutateAsync(props.id);
      props.onClose(true);
    } catch {
      /* shown from remove.error */
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && props.onClose(false)}
      icon={<Trash2 />}
      title={t('content.deleteTitle', { title: props.title })}
      description={t('content.deleteBody')}
    >
      <form onSubmit={(event) => void submit(event)} className="space-y-4">
        {remove.isError && <Alert severity="high">{t('actions.failed')}</Alert>}
        <FormButtons
          onCancel={() => props.onClose(false)}
          submitLabel={t('content.delete')}
          pending={remove.isPending}
          danger
        />
      </form>
    </Dialog>
  );
}
