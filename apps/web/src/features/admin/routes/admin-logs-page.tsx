import { AUDIT_GROUP_NAMES } from '@pitchside/contract/admin-audit';
import { Download, ScrollText } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { Select } from '@/components/ui/select';
import { formatDateTime } from '@/lib/format/format-date-time';
import { downloadAuditCsv, useAuditLog, type AuditEntry } from '../api/get-audit-log';
import { AuditEntryText, EmailText } from '../components/audit-sentence';
import { AdminShell } from '../components/admin-shell';
import { useActionLabel } from '../model/use-action-label';
import { AREAS, ACTIONS, TARGET_TYPES, readFilter } from '../model/audit-filter';

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
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    setExportFailed(false);
    try {
      await downloadAuditCsv(filter);
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  };

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
      id: 'entry',
      header: t('logs.columns.entry'),
      rowHeader: true,
      cell: (entry) => <AuditEntryText entry={entry} />,
    },
    {
      id: 'actor',
      header: t('logs.columns.actor'),
      hideBelow: 'md',
      cell: (entry) =>
        entry.actorEmail ? <EmailText value={entry.actorEmail} /> : <span>{t('logs.system')}</span>,
    },
  ];

  const rows = log.data?.pages.flatMap((page) => page.data);
  return (
    <>
      <PageHeader title={t('logs.title')} description={t('logs.description')} icon={<ScrollText />} />
      <form
        aria-label={t('logs.filters')}
        onSubmit={apply}
        className="mb-6 grid gap-3 rounded-xl border border-border bg-surface p-4 sm:grid-cols-2 lg:grid-cols-4"
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
        <Field label={t('logs.group')}>
          {(control) => (
            <Select
              {...control}
              value={draft.group ?? ''}
              onChange={(event) => setDraft({ ...draft, group: event.target.value })}
            >
              <option value="">{t('logs.anyGroup')}</option>
              {AUDIT_GROUP_NAMES.map((group) => (
                <option key={group} value={group}>
                  {t(`logs.groups.${group}`)}
                </option>
              ))}
            </Select>
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
        <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-2">
          <Field label={t('logs.targetType')}>
            {(control) => (
              <Select
                {...control}
                value={draft.targetType ?? ''}
                onChange={(event) => setDraft({ ...draft, targetType: event.target.value })}
              >
                <option value="">{t('logs.anyTarget')}</option>
                {TARGET_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`logs.targetTypes.${type}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t('logs.targetId')}>
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
        </div>
        <Field label={t('logs.from')}>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={draft.from ?? ''}
              onChange={(event) => setDraft({ ...draft, from: event.target.value })}
            />
          )}
        </Field>
        <Field label={t('logs.to')}>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={draft.to ?? ''}
              onChange={(event) => setDraft({ ...draft, to: event.target.value })}
            />
          )}
        </Field>
        <div className="flex flex-wrap items-end gap-2 lg:col-span-2">
          <Button type="submit">{t('logs.apply')}</Button>
          <Button type="button" variant="ghost" onClick={clear}>
            {t('logs.clear')}
          </Button>
          <Button type="button" variant="secondary" loading={exporting} onClick={() => void exportCsv()}>
            <Download aria-hidden="true" />
            {t('logs.exportCsv')}
          </Button>
        </div>
        {exportFailed && (
          <p role="alert" className="text-sm text-danger sm:col-span-2 lg:col-span-4">
            {t('logs.exportFailed')}
          </p>
        )}
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
