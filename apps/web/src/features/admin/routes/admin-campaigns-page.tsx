import { CircleStop, Megaphone, Pencil, Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LocalTime } from '@/components/ui/local-time';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { formatNumber } from '@/lib/format/format-number';
import { useCampaigns, useEndCampaign, type AdminCampaign } from '../api/campaigns';
import { useCatalogue } from '../api/catalogue';
import { AdminShell } from '../components/admin-shell';
import { CampaignDialog } from '../components/campaign-dialog';
import { FormButtons } from '../components/form-buttons';

const STATE_BADGE = { scheduled: 'info', active: 'success', ended: 'neutral' } as const;

/** `/admin/campaigns`: time-boxed ticket bonuses, created, scheduled and ended by an admin (issue 32). */
export function AdminCampaignsPage() {
  return (
    <AdminShell>
      <Campaigns />
    </AdminShell>
  );
}

function Campaigns() {
  const { t, i18n } = useTranslation('admin');
  const campaigns = useCampaigns();
  const catalogue = useCatalogue();
  const packages = (catalogue.data ?? []).filter((p) => p.kind === 'ticket_package');
  const [editing, setEditing] = useState<AdminCampaign | 'new' | null>(null);
  const [ending, setEnding] = useState<AdminCampaign | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const end = useEndCampaign();
  const nameOf = (productId: number, slug: string) => packages.find((p) => p.id === productId)?.name ?? slug;

  const columns: DataTableColumn<AdminCampaign>[] = [
    {
      id: 'name',
      header: t('campaigns.name'),
      rowHeader: true,
      cell: (campaign) => <span className="font-semibold text-fg">{campaign.name}</span>,
    },
    {
      id: 'window',
      header: t('campaigns.window'),
      cell: (campaign) => (
        <span className="flex flex-col text-sm">
          <LocalTime at={campaign.startsAt} format="dateTime" />
          <LocalTime at={campaign.endedAt ?? campaign.endsAt} format="dateTime" className="text-fg-muted" />
        </span>
      ),
    },
    {
      id: 'bonuses',
      header: t('campaigns.bonuses'),
      hideBelow: 'sm',
      cell: (campaign) => (
        <ul className="text-sm">
          {campaign.bonuses.map((bonus) => (
            <li key={bonus.productId}>
              {t('campaigns.bonusLine', {
                name: nameOf(bonus.productId, bonus.slug),
                percent: formatNumber(bonus.percent, i18n.language),
              })}
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'state',
      header: t('campaigns.state'),
      cell: (campaign) => (
        <Badge variant={STATE_BADGE[campaign.state]} withIcon={false}>
          {t(`campaigns.states.${campaign.state}`)}
        </Badge>
      ),
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('actions.label')}</span>,
      align: 'end',
      cell: (campaign) =>
        campaign.state === 'ended' ? null : (
          <span className="inline-flex flex-wrap justify-end gap-2">
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('campaigns.editTitle', { name: campaign.name })}
              onClick={() => setEditing(campaign)}
            >
              <Pencil aria-hidden="true" />
              {t('catalogue.edit')}
            </Button>
            <Button
              size="sm"
              variant="danger"
              aria-label={t('campaigns.endTitle', { name: campaign.name })}
              onClick={() => setEnding(campaign)}
            >
              <CircleStop aria-hidden="true" />
              {campaign.state === 'active' ? t('campaigns.end') : t('campaigns.callOff')}
            </Button>
          </span>
        ),
    },
  ];

  const confirmEnd = async (event: FormEvent) => {
    event.preventDefault();
    if (!ending) return;
    try {
      await end.mutateAsync(ending.id);
      setNotice(t('campaigns.ended', { name: ending.name }));
      setEnding(null);
    } catch {
      /* shown from end.error */
    }
  };

  return (
    <>
      <PageHeader
        title={t('campaigns.title')}
        description={t('campaigns.description')}
        icon={<Megaphone />}
        actions={
          <Button onClick={() => setEditing('new')} disabled={!catalogue.data}>
            <Plus aria-hidden="true" />
            {t('campaigns.new')}
          </Button>
        }
      />
      {notice && (
        <Alert severity="low" className="mb-4" onDismiss={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <QueryState
        query={campaigns}
        loading={
          <DataTable
            columns={columns}
            rows={[]}
            rowKey={(_, i) => i}
            caption={t('campaigns.title')}
            loading
          />
        }
        errorMessage={t('campaigns.error')}
        empty={<EmptyState icon={<Megaphone />} title={t('campaigns.empty')} />}
      >
        {(list) => (
          <DataTable
            columns={columns}
            rows={list}
            rowKey={(campaign) => campaign.id}
            caption={t('campaigns.title')}
            density="compact"
          />
        )}
      </QueryState>
      {editing && (
        <CampaignDialog
          campaign={editing === 'new' ? null : editing}
          packages={packages}
          onClose={(saved) => {
            if (saved) setNotice(t('campaigns.saved'));
            setEditing(null);
          }}
        />
      )}
      {ending && (
        <Dialog
          open
          onOpenChange={(open) => !open && setEnding(null)}
          title={t('campaigns.endTitle', { name: ending.name })}
          description={ending.state === 'active' ? t('campaigns.endBody') : t('campaigns.callOffBody')}
        >
          <form onSubmit={(event) => void confirmEnd(event)} className="space-y-4">
            {end.isError && <Alert severity="high">{t('actions.failed')}</Alert>}
            <FormButtons
              onCancel={() => setEnding(null)}
              submitLabel={ending.state === 'active' ? t('campaigns.end') : t('campaigns.callOff')}
              pending={end.isPending}
              danger
            />
          </form>
        </Dialog>
      )}
    </>
  );
}
