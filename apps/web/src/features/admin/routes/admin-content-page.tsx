import { LANGUAGES } from '@pitchside/contract/languages';
import { CircleHelp, Megaphone, Newspaper, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatDateTime } from '@/lib/format/format-date-time';
import { useAdminBanners, type AdminBanner } from '../api/admin-banners';
import type { AdminFaqEntry } from '../api/admin-faq';
import { useAdminNews, type AdminNewsItem } from '../api/admin-news';
import type { ContentKind } from '../api/content-keys';
import { AdminShell } from '../components/admin-shell';
import { ContentEditor } from '../components/content-editor';
import { DeleteContentDialog } from '../components/delete-content-dialog';
import { FaqEditor } from '../components/faq-editor';
import { FaqTable, faqQuestion } from '../components/faq-table';
import { missingIn, formOf, type ContentKindForm } from '../model/content-form';
import { RowActions } from '../components/row-actions';

type Item = AdminNewsItem | AdminBanner;
const STATE_BADGE: Record<Item['state'], BadgeVariant> = {
  draft: 'neutral',
  scheduled: 'info',
  live: 'success',
  expired: 'warning',
};

/** `/admin/content`: the home page's news and banners in 13 languages (issue 14). */
export function AdminContentPage() {
  return (
    <AdminShell>
      <Content />
    </AdminShell>
  );
}

function Content() {
  const { t } = useTranslation('admin');
  const [tab, setTab] = useState<ContentKind>('news');
  const [editing, setEditing] = useState<{ kind: ContentKindForm; item: Item | null } | null>(null);
  const [deleting, setDeleting] = useState<{ kind: ContentKind; id: number; title: string } | null>(null);
  const [editingFaq, setEditingFaq] = useState<{ entry: AdminFaqEntry | null } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const news = useAdminNews();
  const banners = useAdminBanners();

  return (
    <>
      <PageHeader
        title={t('content.title')}
        description={t('content.description')}
        icon={<Newspaper />}
        actions={
          <Button
            onClick={() =>
              tab === 'faq'
                ? setEditingFaq({ entry: null })
                : setEditing({ kind: tab === 'news' ? 'news' : 'banner', item: null })
            }
          >
            <Plus aria-hidden="true" />
            {tab === 'news'
              ? t('content.newNews')
              : tab === 'banners'
                ? t('content.newBanner')
                : t('content.newFaq')}
          </Button>
        }
      />
      {notice && (
        <Alert severity="low" className="mb-4" onDismiss={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <Tabs value={tab} onValueChange={(value) => setTab(value as ContentKind)}>
        <TabsList aria-label={t('content.title')}>
          <TabsTrigger value="news">
            <Newspaper aria-hidden="true" />
            {t('content.tabs.news')}
          </TabsTrigger>
          <TabsTrigger value="banners">
            <Megaphone aria-hidden="true" />
            {t('content.tabs.banners')}
          </TabsTrigger>
          <TabsTrigger value="faq">
            <CircleHelp aria-hidden="true" />
            {t('content.tabs.faq')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="news">
          <ContentTable
            kind="news"
            query={news}
            onEdit={(item) => setEditing({ kind: 'news', item })}
            onDelete={(item) => setDeleting({ kind: 'news', id: item.id, title: titleOf(item) })}
          />
        </TabsContent>
        <TabsContent value="banners">
          <ContentTable
            kind="banners"
            query={banners}
            onEdit={(item) => setEditing({ kind: 'banner', item })}
            onDelete={(item) => setDeleting({ kind: 'banners', id: item.id, title: titleOf(item) })}
          />
        </TabsContent>
        <TabsContent value="faq">
          <FaqTable
            onEdit={(entry) => setEditingFaq({ entry })}
            onDelete={(entry) => setDeleting({ kind: 'faq', id: entry.id, title: faqQuestion(entry) })}
          />
        </TabsContent>
      </Tabs>
      {editing && (
        <ContentEditor
          key={editing.item?.id ?? 'new'}
          kind={editing.kind}
          item={editing.item}
          onClose={(savedTitle) => {
            if (savedTitle !== null) setNotice(t('content.saved', { title: savedTitle }));
            setEditing(null);
          }}
        />
      )}
      {deleting && (
        <DeleteContentDialog
          kind={deleting.kind}
          id={deleting.id}
          title={deleting.title}
          onClose={(deleted) => {
            if (deleted) setNotice(t('content.deleted', { title: deleting.title }));
            setDeleting(null);
          }}
        />
      )}
      {editingFaq && (
        <FaqEditor
          key={editingFaq.entry?.id ?? 'new'}
          entry={editingFaq.entry}
          onClose={(savedTitle) => {
            if (savedTitle !== null) setNotice(t('content.saved', { title: savedTitle }));
            setEditingFaq(null);
          }}
        />
      )}
    </>
  );
}

const titleOf = (item: Item) => item.translations.en?.title ?? '';

function ContentTable({
  kind,
  query,
  onEdit,
  onDelete,
}: {
  kind: ContentKind;
  query: ReturnType<typeof useAdminNews> | ReturnType<typeof useAdminBanners>;
  onEdit: (item: Item) => void;
  onDelete: (item: Item) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const formKind: ContentKindForm = kind === 'news' ? 'news' : 'banner';
  const date = (iso: string) => formatDateTime(iso, i18n.language);

  const columns: DataTableColumn<Item>[] = [
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
            cell: (item: Item) => ('position' in item ? item.position : ''),
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
    <QueryState<Item[]>
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
