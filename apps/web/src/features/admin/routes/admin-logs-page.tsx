import { ScrollText } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { Select } from '@/components/ui/select';
import { formatDateTime } from '@/lib/format/format-date-time';
import { useAuditLog, type AuditEntry, type AuditFilter } from '../api/get-audit-log';
import { AdminShell } from '../components/admin-shell';
import { useActionLabel } from '../model/use-action-label';

const AREAS = ['player', 'order', 'product', 'promo', 'creator', 'ticket', 'auth', 'account'] as const;
const ACTIONS = {
  player: ['block', 'unblock', 'end_sessions', 'grant', 'export'],
  order: ['refund', 'refunded_at_provider'],
  product: ['update'],
  promo: ['create', 'update', 'status', 'export'],
  creator: ['create', 'export'],
  ticket: ['reply', 'close', 'priority'],
  auth: ['login', 'login_failed', 'login_blocked', 'password_changed', 'password_reset', 'email_changed'],
  account: ['export', 'deletion_scheduled', 'deletion_cancelled', 'erased'],
} as const;

function readFilter(params: URLSearchParams): AuditFilter {
  const filter: AuditFilter = {};
  for (const key of ['actor', 'action', 'targetId'] as const) {
    const value = params.get(key)?.trim();
    if (value) filter[key] = value;
  }
  return filter;
}

/** `/admin/logs`: every staff action and security event; filters live in the address. */
export function AdminLogsPage() {
  return (
    <AdminShell>
      <AuditLog />
    </AdminShell>
  );
}

function AuditLog() {
  const { t, i18n } = useTranslation('admin');
  const actionLabel = useActionLabel();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const [draft, setDraft] = useState(filter);
  const log = useAuditLog(filter);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const [key, value] of Object.entries(draft)) if (value?.trim()) next.set(key, value.trim());
    setParams(next);
  };
  const clear = () => {
    setDraft({});
    setParams(new URLSearchParams());
  };

  const columns: DataTableColumn<AuditEntry>[] = [
    {
      id: 'when',
      header: t('logs.columns.when'),
      cell: (entry) => (
        <span className="whitespace-nowrap text-fg-muted">{formatDateTime(entry.at, i18n.language)}</span>
      ),
    },
    {
      id: 'actor',
      header: t('logs.columns.actor'),
      hideBelow: 'sm',
      cell: (entry) => <span className="break-all">{entry.actorEmail ?? t('logs.system')}</span>,
    },
    {
      id: 'action',
      header: t('logs.columns.action'),
      rowHeader: true,
      cell: (entry) => actionLabel(entry.action),
    },
    {
      id: 'target',
      header: t('logs.columns.target'),
      cell: (entry) =>
        entry.targetType === 'user' && entry.targetId ? (
          <Link
            to={`/admin/players/${entry.targetId}`}
            className="focus-ring rounded font-mono text-primary hover:underline"
          >
            #{entry.targetId}
          </Link>
        ) : entry.targetId ? (
          <span className="font-mono">
            {entry.targetType} #{entry.targetId}
          </span>
        ) : (
          '—'
        ),
    },
    {
      id: 'details',
      header: t('logs.columns.details'),
      hideBelow: 'md',
      cell: (entry) => <Details entry={entry} />,
    },
  ];

  const rows = log.data?.pages.flatMap((page) => page.data);
  return (
    <>
      <PageHeader title={t('logs.title')} description={t('logs.description')} icon={<ScrollText />} />
      <form
        aria-label={t('logs.filters')}
        onSubmit={apply}
        className="mb-6 grid gap-3 rounded-xl border border-border bg-surface p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_12rem_auto]"
      >
        <Field label={t('logs.actor')}>
          {(control) => (
            <Input
              {...control}
              value={draft.actor ?? ''}
              maxLength={200}
              placeholder={t('logs.actorPlaceholder')}
              onChange={(event) => setDraft({ ...draft, actor: event.target.value })}
            />
          )}
        </Field>
        <Field label={t('logs.action')}>
          {(control) => (
            <Select
              {...control}
              value={draft.action ?? ''}
              onChange={(event) => setDraft({ ...draft, action: event.target.value })}
            >
              <option value="">{t('logs.anyAction')}</option>
              {AREAS.map((area) => (
                <optgroup key={area} label={t(`logs.areas.${area}`)}>
                  <option value={area}>{t(`logs.areas.${area}`)}</option>
                  {ACTIONS[area].map((verb) => (
                    <option key={verb} value={`${area}.${verb}`}>
                      {actionLabel(`${area}.${verb}`)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('logs.target')}>
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              value={draft.targetId ?? ''}
              maxLength={15}
              onChange={(event) => setDraft({ ...draft, targetId: event.target.value.replace(/\D/g, '') })}
            />
          )}
        </Field>
        <div className="flex items-end gap-2">
          <Button type="submit">{t('logs.apply')}</Button>
          <Button type="button" variant="ghost" onClick={clear}>
            {t('logs.clear')}
          </Button>
        </div>
      </form>
      <QueryState
        query={{ ...log, data: rows }}
        loading={
          <DataTable columns={columns} rows={[]} rowKey={(_, i) => i} caption={t('logs.title')} loading />
        }
        errorMessage={t('logs.error')}
        empty={<EmptyState icon={<ScrollText />} title={t('logs.empty')} description={t('logs.emptyHint')} />}
      >
        {(entries) => (
          <div className="space-y-4">
            <DataTable
              columns={columns}
              rows={entries}
              rowKey={(entry) => entry.id}
              caption={t('logs.title')}
              density="compact"
            />
            {log.hasNextPage && (
              <div className="flex justify-center">
                <Button
                  variant="secondary"
                  onClick={() => void log.fetchNextPage()}
                  loading={log.isFetchingNextPage}
                >
                  {t('logs.loadMore')}
                </Button>
              </div>
            )}
          </div>
        )}
      </QueryState>
    </>
  );
}

/** Reason, and what changed, in one short line. */
function Details({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  const change =
    entry.before && entry.after
      ? Object.keys(entry.after)
          // Only what changed: an edit records every field, most of them as they were.
          .filter((key) => key in (entry.before ?? {}) && entry.before?.[key] !== entry.after?.[key])
          .map(
            (key) =>
              `${key}: ${t('logs.change', { before: String(entry.before?.[key]), after: String(entry.after?.[key]) })}`,
          )
      : [];
  const parts = [entry.reason, ...change].filter(Boolean);
  return <span className="line-clamp-2 text-sm text-fg-muted">{parts.join(' · ') || '—'}</span>;
}
