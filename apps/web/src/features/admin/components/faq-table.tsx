import { LANGUAGE_CODES, LANGUAGES } from '@pitchside/contract/languages';
import { CircleHelp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { useAdminFaq, type AdminFaqEntry } from '../api/admin-faq';
import { categoryKey } from './faq-editor';
import { RowActions } from './row-actions';

export const faqQuestion = (entry: AdminFaqEntry) => entry.translations.en?.question ?? '';

/** The FAQ in reading order, with how many languages each entry is written in. */
export function FaqTable(props: {
  onEdit: (entry: AdminFaqEntry) => void;
  onDelete: (entry: AdminFaqEntry) => void;
}) {
  const { t } = useTranslation('admin');
  const faq = useAdminFaq();
  const columns: DataTableColumn<AdminFaqEntry>[] = [
    {
      id: 'question',
      header: t('content.columns.question'),
      rowHeader: true,
      cell: (entry) => <span className="line-clamp-2 font-semibold text-fg">{faqQuestion(entry)}</span>,
    },
    {
      id: 'category',
      header: t('content.columns.category'),
      hideBelow: 'sm',
      cell: (entry) => <span className="text-xs text-fg-muted">{t(categoryKey(entry.category))}</span>,
    },
    {
      id: 'languages',
      header: t('content.columns.languages'),
      hideBelow: 'md',
      cell: (entry) => {
        const missing = LANGUAGE_CODES.filter(
          (code) =>
            code !== 'en' && (!entry.translations[code]?.question || !entry.translations[code]?.answer),
        );
        return (
          <span
            className={
              missing.length ? 'text-xs font-semibold text-warning' : 'text-xs font-semibold text-success'
            }
          >
            {t('content.languagesComplete', {
              count: LANGUAGES.length - missing.length,
              total: LANGUAGES.length,
            })}
          </span>
        );
      },
    },
    {
      id: 'position',
      header: t('content.columns.position'),
      align: 'end',
      hideBelow: 'sm',
      cell: (entry) => entry.position,
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('actions.label')}</span>,
      align: 'end',
      cell: (entry) => (
        <RowActions
          name={faqQuestion(entry)}
          onEdit={() => props.onEdit(entry)}
          onDelete={() => props.onDelete(entry)}
        />
      ),
    },
  ];
  return (
    <QueryState
      query={faq}
      loading={
        <DataTable columns={columns} rows={[]} rowKey={(_, i) => i} caption={t('content.tabs.faq')} loading />
      }
      errorMessage={t('content.error')}
      empty={
        <EmptyState icon={<CircleHelp />} title={t('content.empty')} description={t('content.emptyFaq')} />
      }
    >
      {(entries) => (
        <DataTable
          columns={columns}
          rows={entries}
          rowKey={(entry) => entry.id}
          caption={t('content.tabs.faq')}
          density="compact"
        />
      )}
    </QueryState>
  );
}
