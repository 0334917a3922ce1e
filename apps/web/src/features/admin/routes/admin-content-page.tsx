import { CircleHelp, Megaphone, Newspaper, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAdminBanners } from '../api/admin-banners';
import type { AdminFaqEntry } from '../api/admin-faq';
import { useAdminNews } from '../api/admin-news';
import type { ContentKind } from '../api/content-keys';
import { AdminShell } from '../components/admin-shell';
import { ContentEditor } from '../components/content-editor';
import { DeleteContentDialog } from '../components/delete-content-dialog';
import { FaqEditor } from '../components/faq-editor';
import { FaqTable, faqQuestion } from '../components/faq-table';
import { type ContentKindForm } from '../model/content-form';
import { ContentTable, titleOf, type ContentItem } from '../components/content-table';

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
  const [editing, setEditing] = useState<{ kind: ContentKindForm; item: ContentItem | null } | null>(null);
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
