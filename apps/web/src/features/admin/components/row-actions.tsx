import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** Edit and delete for one row of the content lists, named after the row for screen readers. */
export function RowActions(props: { name: string; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <span className="inline-flex gap-1.5">
      <Button
        size="sm"
        variant="secondary"
        aria-label={`${t('content.edit')}: ${props.name}`}
        onClick={props.onEdit}
      >
        <Pencil aria-hidden="true" />
        <span className="hidden sm:inline">{t('content.edit')}</span>
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`${t('content.delete')}: ${props.name}`}
        onClick={props.onDelete}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </span>
  );
}
