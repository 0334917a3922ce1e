import { Download, Heart, Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { QueryState } from '@/components/ui/query-state';
import { isApiError } from '@/lib/api/api-error';
import { formatMoney } from '@/lib/format/format-money';
import { formatNumber } from '@/lib/format/format-number';
import { downloadCreatorPayouts, useCreateCreator, useCreators, type Creator } from '../api/promo-codes';

/** "Support a creator" in the console (issue 36): register creators, export a month's payouts. */
export function CreatorsSection() {
  const { t, i18n } = useTranslation('admin');
  const creators = useCreators();
  const create = useCreateCreator();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [share, setShare] = useState('5');
  const [month, setMonth] = useState(() => new Date().toISOString().slice(0, 7));
  const lang = i18n.language;
  const shareValue = Number(share.replace(',', '.'));
  const valid = email.includes('@') && /^[A-Z0-9_-]{3,24}$/.test(code) && shareValue > 0 && shareValue <= 50;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    create.mutate(
      { email: email.trim(), code, sharePercent: shareValue },
      {
        onSuccess: () => {
          setEmail('');
          setCode('');
        },
      },
    );
  };

  const columns: DataTableColumn<Creator>[] = [
    {
      id: 'code',
      header: t('creators.columns.code'),
      rowHeader: true,
      cell: (c) => (
        <span className="flex flex-col">
          <span className="font-mono font-semibold text-fg" dir="ltr">
            {c.code}
          </span>
          <span className="text-xs text-fg-subtle">{`${c.nickname} · ${c.email}`}</span>
        </span>
      ),
    },
    {
      id: 'share',
      header: t('creators.columns.share'),
      align: 'end',
      cell: (c) => `${formatNumber(c.sharePercent, lang)} %`,
    },
    {
      id: 'supporters',
      header: t('creators.columns.supporters'),
      align: 'end',
      cell: (c) => formatNumber(c.supporters, lang),
    },
    {
      id: 'earned',
      header: t('creators.columns.earned'),
      align: 'end',
      cell: (c) => formatMoney(c.earnedCents, lang),
    },
  ];

  return (
    <section aria-labelledby="creators-heading" className="mt-10 space-y-4">
      <h2
        id="creators-heading"
        className="flex items-center gap-2 font-display text-lg font-bold uppercase text-fg"
      >
        <Heart aria-hidden="true" className="size-5 text-primary" />
        {t('creators.title')}
      </h2>
      <p className="text-sm text-fg-muted">{t('creators.description')}</p>
      <form onSubmit={submit} noValidate className="grid items-end gap-3 sm:grid-cols-[2fr_1fr_1fr_auto]">
        <Field label={t('creators.email')}>
          {(control) => (
            <Input {...control} type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          )}
        </Field>
        <Field label={t('creators.code')}>
          {(control) => (
            <Input
              {...control}
              value={code}
              dir="ltr"
              className="font-mono uppercase"
              onChange={(e) => setCode(e.target.value.toUpperCase())}
            />
          )}
        </Field>
        <Field label={t('creators.share')}>
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              value={share}
              onChange={(e) => setShare(e.target.value)}
            />
          )}
        </Field>
        <Button type="submit" disabled={!valid} loading={create.isPending}>
          <Plus aria-hidden="true" />
          {t('creators.add')}
        </Button>
      </form>
      {create.isError && (
        <Alert severity="high">
          {isApiError(create.error) && create.error.status === 409
            ? t('creators.taken')
            : isApiError(create.error) && create.error.status === 404
              ? t('creators.noAccount')
              : t('actions.failed')}
        </Alert>
      )}
      <QueryState
        query={creators}
        loading={
          <DataTable
            columns={columns}
            rows={[]}
            rowKey={(_, i) => i}
            caption={t('creators.title')}
            inNamedSection
            loading
          />
        }
        errorMessage={t('creators.error')}
        empty={<EmptyState icon={<Heart />} title={t('creators.empty')} />}
      >
        {(rows) => (
          <DataTable
            columns={columns}
            rows={rows}
            rowKey={(c) => c.id}
            caption={t('creators.title')}
            inNamedSection
            density="compact"
          />
        )}
      </QueryState>
      <div className="flex flex-wrap items-end gap-3">
        <Field label={t('creators.month')}>
          {(control) => (
            <Input {...control} type="month" value={month} onChange={(e) => setMonth(e.target.value)} />
          )}
        </Field>
        <Button
          variant="secondary"
          disabled={!/^\d{4}-\d{2}$/.test(month)}
          onClick={() => void downloadCreatorPayouts(month)}
        >
          <Download aria-hidden="true" />
          {t('creators.export')}
        </Button>
      </div>
    </section>
  );
}
