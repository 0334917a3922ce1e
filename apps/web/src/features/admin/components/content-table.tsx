import { LANGUAGES } from '@pitchside/contract/languages';
import { Megaphone, Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { formatDateTime } from '@/lib/format/format-date-time';
import type { useAdminBanners } from '../api/admin-banners';
import { type AdminBanner } from '../api/admin-banners';
import type { useAdminNews } from '../api/admin-news';
import { type AdminNewsItem } from '../api/admin-news';
import type { ContentKind } from '../api/content-keys';
import { missingIn, formOf, type ContentKindForm } from '../model/content-form';
import { RowActions } from './row-actions';

export type ContentItem = AdminNewsItem | AdminBanner;
const STATE_BADGE: Record<ContentItem['state'], BadgeVariant> = {
  draft: 'neutral',
  scheduled: 'info',
  live: 'success',
  expired: 'warning',
};
export const titleOf = (item: ContentItem) => item.translations.en?.title ?? '';

export function ContentTable({
  kind,
  query,
  onEdit,
  onDelete,
}: {
  kind: ContentKind;
  query: ReturnType<typeof useAdminNews> | ReturnType<typeof useAdminBanners>;
  onEdit: (item: ContentItem) => void;
  onDelete: (item: ContentItem) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const formKind: ContentKindForm = kind === 'news' ? 'news' : 'banner';
  const date = (iso: string) => formatDateTime(iso, i18n.language);

  const columns: DataTableColumn<ContentItem>[] = [
    {
      id: 'item',
      header: t('content.columns.item'),
      rowHeader: true,
      cell: (item) => (
        <span className="flex min-w-0 items-center gap-3">
          <img
            src={item.imageUrl}
            alt=""
            loading="lazy"
            className="hidden h-10 w-16 shrink-0 rounded-md border border-border object-cover sm:block"
          />
          <span className="flex min-w-0 flex-col">
            <span className="line-clamp-2 font-semibold text-fg">{titleOf(item)}</span>
            <span className="text-xs text-fg-subtle">
              {'tag' in item ? t(`content.tags.${item.tag}`) : item.buttonLink}
            </span>
          </span>
        </span>
      ),
    },
    {
      id: 'state',
      header: t('content.columns.state'),
      cell: (item) => (
        <Badge variant={STATE_BADGE[item.state]} withIcon={false}>
          {t(`content.states.${item.state}`)}
        </Badge>
      ),
    },
    {
      id: 'languages',
      header: t('content.columns.languages'),
      hideBelow: 'md',
      cell: (item) => {
        const missing = missingIn(formKind, formOf(formKind, item).texts);
        const total = LANGUAGES.length;
        return (
          <span className="flex flex-col text-xs">
            <span className={missing.length ? 'font-semibold text-warning' : 'font-semibold text-success'}>
              {t('content.languagesComplete', { count: total - missing.length, total })}
            </span>
            {missing.length > 0 && (
              <span className="font-mono uppercase text-fg-subtle">
                {t('content.missing', { languages: missing.join(' ') })}
              </span>
            )}
          </span>
        );
      },
    },
    {
      id: 'schedule',
      header: t('content.columns.schedule'),
      hideBelow: 'lg',
      cell: (item) =>
        item.publishAt || item.expiresAt ? (
          <span className="flex flex-col text-xs text-fg-muted">
            {item.publishAt && <span>{t('content.from', { date: date(item.publishAt) })}</span>}
            {item.expiresAt && <span>{t('content.until', { date: date(item.expiresAt) })}</span>}
          </span>
        ) : (
          <span className="text-xs text-fg-subtle">{t('content.noSchedule')}</span>
        ),
    },
    ...(kind === 'banners'
      ? [
          {
            id: 'position',
            header: t('content.columns.position'),
            align: 'end' as const,
            hideBelow: 'sm' as const,
            cell: (item: ContentItem) => ('position' in item ? item.position : ''),
          },
        ]
      : []),
    {
      id: 'actions',
      header: <span className="sr-only">{t('actions.label')}</span>,
      align: 'end',
      cell: (item) => (
        <RowActions name={titleOf(item)} onEdit={() => onEdit(item)} onDelete={() => onDelete(item)} />
      ),
    },
  ];

  return (
    <QueryState<ContentItem[]>
      query={query as ReturnType<typeof useAdminNews>}
      loading={
        <DataTable columns={columns} rows={[]} rowKey={(_, i) => i} caption={t('content.title')} loading />
      }
      errorMessage={t('content.error')}
      empty={
        <EmptyState
          icon={kind === 'news' ? <Newspaper /> : <Megaphone />}
          title={t('content.empty')}
          description={kind === 'news' ? t('content.emptyNews') : t('content.emptyBanners')}
        />
      }
    >
      {(items) => (
        <DataTable
          columns={columns}
          rows={items}
          rowKey={(item) => item.id}
          caption={kind === 'news' ? t('content.tabs.news') : t('content.tabs.banners')}
          density="compact"
        />
      )}
    </QueryState>
  );
}
