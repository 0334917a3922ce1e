import { Download, Pause, Pencil, Play, Plus, Square, TicketPercent } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { formatMoney } from '@/lib/format/format-money';
import { formatNumber } from '@/lib/format/format-number';
import { numberFormat } from '@/lib/format/intl-formats';
import { formatLocalTime } from '@/lib/format/local-time';
import {
  downloadPromoCodesCsv,
  usePromoCodes,
  useSetPromoCodeStatus,
  type PromoCode,
  type PromoCodeStatus,
} from '../api/promo-codes';
import { AdminShell } from '../components/admin-shell';
import { CreatorsSection } from '../components/creators-section';
import { PromoCodeDialog } from '../components/promo-code-dialog';

/** The kinds of code that are used on a purchase, so have a revenue. */
const SELLS: Record<PromoCode['rewardKind'], boolean> = {
  web_points: false,
  game_items: false,
  purchase_bonus: true,
  discount: true,
};

const STATUS_BADGE: Record<PromoCodeStatus, BadgeVariant> = {
  draft: 'neutral',
  active: 'success',
  paused: 'warning',
  ended: 'danger',
};

/** `/admin/promo-codes` (issue 36): the studio's codes, their rewards, rules and redemptions. */
export function AdminPromoCodesPage() {
  return (
    <AdminShell>
      <PromoCodes />
    </AdminShell>
  );
}

function PromoCodes() {
  const { t, i18n } = useTranslation('admin');
  const campaigns = usePromoCodes();
  const setStatus = useSetPromoCodeStatus();
  const [editing, setEditing] = useState<PromoCode | 'new' | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const lang = i18n.language;
  const n = (value: number) => formatNumber(value, lang);

  const change = (id: number, status: PromoCodeStatus) => {
    setFailed(false);
    setStatus.mutate({ id, status }, { onError: () => setFailed(true) });
  };
  const reward = (c: PromoCode) => {
    if (c.rewardKind === 'web_points') return `${t('promo.items.webPoints')} ${n(c.webPoints)}`;
    if (c.rewardKind === 'purchase_bonus')
      return t('promo.bonusSummary', { percent: n(c.bonusPercent), days: n(c.bonusDays) });
    if (c.rewardKind === 'discount') {
      const amount =
        c.discountPercent > 0
          ? numberFormat(lang, { style: 'percent' }).format(c.discountPercent / 100)
          : formatMoney(c.discountCents, lang);
      return c.discountProductId === null
        ? t('promo.discountSummary', { amount })
        : t('promo.discountSummaryProduct', { amount, product: n(c.discountProductId) });
    }
    return (['tickets', 'energy', 'skillPoints'] as const)
      .filter((key) => c[key] > 0)
      .map((key) => `${t(`promo.items.${key}`)} ${n(c[key])}`)
      .join(' · ');
  };

  const columns: DataTableColumn<PromoCode>[] = [
    {
      id: 'name',
      header: t('promo.columns.code'),
      rowHeader: true,
      cell: (c) => (
        <span className="flex min-w-0 flex-col">
          <span className="font-mono font-semibold text-fg" dir="ltr">
            {c.code ?? t('promo.batchOf', { amount: n(c.maxUses ?? 0) })}
          </span>
          <span className="text-xs text-fg-subtle">{c.name}</span>
        </span>
      ),
    },
    { id: 'reward', header: t('promo.columns.reward'), hideBelow: 'md', cell: reward },
    {
      id: 'uses',
      header: t('promo.columns.redemptions'),
      align: 'end',
      cell: (c) => (c.maxUses === null ? n(c.uses) : `${n(c.uses)} / ${n(c.maxUses)}`),
    },
    {
      id: 'revenue',
      header: t('promo.columns.revenue'),
      align: 'end',
      hideBelow: 'lg',
      // What players paid on the orders the code was used for: a bonus's later purchases, a discount's own.
      cell: (c) => (SELLS[c.rewardKind] ? formatMoney(c.revenueCents, lang) : '—'),
    },
    {
      id: 'window',
      header: t('promo.columns.window'),
      hideBelow: 'lg',
      cell: (c) =>
        c.startsAt || c.endsAt
          ? `${c.startsAt ? formatLocalTime(c.startsAt, lang, 'date') : '…'} – ${c.endsAt ? formatLocalTime(c.endsAt, lang, 'date') : '…'}`
          : t('promo.always'),
    },
    {
      id: 'status',
      header: t('promo.columns.status'),
      cell: (c) => (
        <Badge variant={STATUS_BADGE[c.status]} withIcon={false}>
          {t(`promo.statuses.${c.status}`)}
        </Badge>
      ),
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('actions.label')}</span>,
      align: 'end',
      cell: (c) => (
        <span className="inline-flex flex-wrap justify-end gap-1.5">
          {c.status !== 'ended' && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setEditing(c)}
              aria-label={t('promo.form.editTitle', { name: c.name })}
            >
              <Pencil aria-hidden="true" />
              {t('promo.edit')}
            </Button>
          )}
          {(c.status === 'draft' || c.status === 'paused') && (
            <Button size="sm" onClick={() => change(c.id, 'active')}>
              <Play aria-hidden="true" className="rtl:-scale-x-100" />
              {c.status === 'draft' ? t('promo.publish') : t('promo.resume')}
            </Button>
          )}
          {c.status === 'active' && (
            <Button size="sm" variant="secondary" onClick={() => change(c.id, 'paused')}>
              <Pause aria-hidden="true" />
              {t('promo.pause')}
            </Button>
          )}
          {c.status !== 'ended' && c.status !== 'draft' && (
            <Button size="sm" variant="ghost" onClick={() => change(c.id, 'ended')}>
              <Square aria-hidden="true" />
              {t('promo.end')}
            </Button>
          )}
          {c.kind === 'batch' && (
            <Button size="sm" variant="ghost" onClick={() => void downloadPromoCodesCsv(c.id)}>
              <Download aria-hidden="true" />
              {t('promo.export')}
            </Button>
          )}
        </span>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('promo.title')}
        description={t('promo.description')}
        icon={<TicketPercent />}
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            {t('promo.new')}
          </Button>
        }
      />
      {saved && (
        <Alert severity="low" className="mb-4" onDismiss={() => setSaved(null)}>
          {t('promo.saved', { name: saved })}
        </Alert>
      )}
      {failed && (
        <Alert severity="high" className="mb-4" onDismiss={() => setFailed(false)}>
          {t('actions.failed')}
        </Alert>
      )}
      <QueryState
        query={campaigns}
        loading={
          <DataTable columns={columns} rows={[]} rowKey={(_, i) => i} caption={t('promo.title')} loading />
        }
        errorMessage={t('promo.error')}
        empty={<EmptyState icon={<TicketPercent />} title={t('promo.empty')} />}
      >
        {(rows) => (
          <DataTable
            columns={columns}
            rows={rows}
            rowKey={(c) => c.id}
            caption={t('promo.title')}
            density="compact"
          />
        )}
      </QueryState>
      <CreatorsSection />
      {editing && (
        <PromoCodeDialog
          key={editing === 'new' ? 'new' : editing.id}
          campaign={editing === 'new' ? null : editing}
          onClose={(name) => {
            if (name) setSaved(name);
            setEditing(null);
          }}
        />
      )}
    </>
  );
}
