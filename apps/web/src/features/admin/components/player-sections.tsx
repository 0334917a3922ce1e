import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatDateTime } from '@/lib/format/format-date-time';
import { formatMoney } from '@/lib/format/format-money';
import { formatNumber } from '@/lib/format/format-number';
import type { PlayerDetail } from '../api/get-player';
import { useActionLabel } from '../model/use-action-label';
import { RefundOrderButton } from './refund-order-button';
import { numberFormat } from '@/lib/format/intl-formats';

type Rows<K extends keyof PlayerDetail> = PlayerDetail[K] extends Array<infer R> ? R : never;

const SECTIONS = [
  'ledger',
  'orders',
  'grants',
  'spins',
  'tickets',
  'sessions',
  'logins',
  'dataRights',
] as const;

const STATUS_TONE = {
  fulfilled: 'success',
  applied: 'success',
  pending: 'warning',
  refunded: 'info',
  failed: 'danger',
  expired: 'neutral',
} as const;

function Status({ value }: { value: string }) {
  const { t } = useTranslation('admin');
  const tone = STATUS_TONE[value as keyof typeof STATUS_TONE] ?? 'neutral';
  return (
    <Badge variant={tone} withIcon={false}>
      {t(`status.record.${value}` as 'status.record.pending', { defaultValue: value })}
    </Badge>
  );
}

/** The player's recent rows of every kind, one tab each, newest first. */
export function PlayerSections({ detail, canRefund }: { detail: PlayerDetail; canRefund: boolean }) {
  const { t, i18n } = useTranslation('admin');
  const actionLabel = useActionLabel();
  const lang = i18n.language;
  const date = (iso: string) => (
    <span className="whitespace-nowrap text-fg-muted">{formatDateTime(iso, lang)}</span>
  );
  const number = (value: number) => formatNumber(value, lang);
  const signed = (value: number) => numberFormat(lang, { signDisplay: 'exceptZero' }).format(value);
  const col = (key: string) => t(`player.columns.${key}` as 'player.columns.date');

  const ledger: DataTableColumn<Rows<'ledger'>>[] = [
    { id: 'date', header: col('date'), cell: (row) => date(row.createdAt) },
    { id: 'type', header: col('type'), hideBelow: 'sm', cell: (row) => <Status value={row.type} /> },
    { id: 'description', header: col('description'), rowHeader: true, cell: (row) => row.description },
    {
      id: 'amount',
      header: col('amount'),
      align: 'end',
      cell: (row) => (
        <span className={row.amount > 0 ? 'text-success' : 'text-danger'}>{signed(row.amount)}</span>
      ),
    },
    {
      id: 'balance',
      header: col('balance'),
      align: 'end',
      hideBelow: 'sm',
      cell: (row) => number(row.balanceAfter),
    },
  ];
  const orders: DataTableColumn<Rows<'orders'>>[] = [
    { id: 'order', header: col('order'), cell: (row) => <span className="font-mono">#{row.id}</span> },
    { id: 'product', header: col('product'), rowHeader: true, cell: (row) => row.productName },
    {
      id: 'price',
      header: col('price'),
      align: 'end',
      cell: (row) => formatMoney(row.amountCents, lang, row.currency),
    },
    {
      id: 'status',
      header: col('status'),
      cell: (row) => (
        <span className="flex flex-col items-start gap-1">
          <Status value={row.status} />
          {row.refundShortfall > 0 && (
            <span className="text-xs text-warning">
              {t('player.shortfall', { count: row.refundShortfall })}
            </span>
          )}
        </span>
      ),
    },
    { id: 'date', header: col('date'), hideBelow: 'md', cell: (row) => date(row.createdAt) },
    ...(canRefund
      ? [
          {
            id: 'refund',
            header: <span className="sr-only">{t('actions.label')}</span>,
            align: 'end' as const,
            cell: (row: Rows<'orders'>) =>
              row.status === 'fulfilled' ? <RefundOrderButton order={row} /> : null,
          },
        ]
      : []),
  ];
  const grants: DataTableColumn<Rows<'grants'>>[] = [
    { id: 'date', header: col('date'), cell: (row) => date(row.createdAt) },
    {
      id: 'items',
      header: col('items'),
      rowHeader: true,
      cell: (row) =>
        Object.entries(row.items)
          .map(([name, value]) => `${name}: ${typeof value === 'number' ? number(value) : value}`)
          .join(' · '),
    },
    {
      id: 'reference',
      header: col('reference'),
      hideBelow: 'md',
      cell: (row) => <span className="font-mono text-xs">{row.reference}</span>,
    },
    { id: 'status', header: col('status'), cell: (row) => <Status value={row.status} /> },
  ];
  const spins: DataTableColumn<Rows<'spins'>>[] = [
    { id: 'date', header: col('date'), cell: (row) => date(row.createdAt) },
    {
      id: 'prize',
      header: col('prize'),
      rowHeader: true,
      cell: (row) => `${row.prizeSlug} (${number(row.amount)})`,
    },
    { id: 'cost', header: col('cost'), align: 'end', cell: (row) => number(row.cost) },
    {
      id: 'balance',
      header: col('balance'),
      align: 'end',
      hideBelow: 'sm',
      cell: (row) => number(row.balanceAfter),
    },
  ];
  const tickets: DataTableColumn<Rows<'tickets'>>[] = [
    { id: 'subject', header: col('subject'), rowHeader: true, cell: (row) => row.subject },
    { id: 'status', header: col('status'), cell: (row) => <Status value={row.status} /> },
    { id: 'priority', header: col('priority'), hideBelow: 'sm', cell: (row) => row.priority },
    { id: 'date', header: col('date'), hideBelow: 'md', cell: (row) => date(row.createdAt) },
  ];
  const sessions: DataTableColumn<Rows<'sessions'>>[] = [
    {
      id: 'device',
      header: col('device'),
      rowHeader: true,
      cell: (row) => (
        <span className="line-clamp-2 text-sm">{row.userAgent ?? t('player.unknownDevice')}</span>
      ),
    },
    { id: 'date', header: col('date'), hideBelow: 'md', cell: (row) => date(row.createdAt) },
    { id: 'lastSeen', header: col('lastSeen'), cell: (row) => date(row.lastSeenAt) },
    {
      id: 'status',
      header: col('status'),
      cell: (row) => (
        <Badge variant={row.active ? 'success' : 'neutral'} withIcon={false}>
          {row.active ? t('player.sessionActive') : t('player.sessionEnded')}
        </Badge>
      ),
    },
  ];
  const logins: DataTableColumn<Rows<'logins'>>[] = [
    { id: 'date', header: col('date'), cell: (row) => date(row.at) },
    {
      id: 'event',
      header: col('event'),
      rowHeader: true,
      cell: (row) => {
        const verb = row.action.split('.')[1] ?? row.action;
        return t(`player.events.${verb}` as 'player.events.login', { defaultValue: row.action });
      },
    },
    {
      id: 'address',
      header: col('address'),
      hideBelow: 'sm',
      cell: (row) => <span className="font-mono text-xs">{row.ip ?? '—'}</span>,
    },
  ];

  // Data rights (issue 16): the player's exports and their account deletion, and its erasure.
  const dataRights: DataTableColumn<Rows<'dataRights'>>[] = [
    { id: 'date', header: col('date'), cell: (row) => date(row.at) },
    { id: 'event', header: col('event'), rowHeader: true, cell: (row) => actionLabel(row.action) },
    {
      id: 'address',
      header: col('address'),
      hideBelow: 'sm',
      cell: (row) => <span className="font-mono text-xs">{row.ip ?? '—'}</span>,
    },
  ];

  const table = <R,>(
    key: (typeof SECTIONS)[number],
    columns: DataTableColumn<R>[],
    rows: R[],
    id: (row: R) => number,
  ) =>
    rows.length === 0 ? (
      <EmptyState title={t('player.emptySection')} />
    ) : (
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={id}
        caption={t(`player.sections.${key}`)}
        density="compact"
      />
    );

  return (
    <Tabs defaultValue="ledger">
      <TabsList aria-label={t('player.records')}>
        {SECTIONS.map((key) => (
          <TabsTrigger key={key} value={key}>
            {t(`player.sections.${key}`)}
            <span className="text-xs font-normal text-fg-subtle">{detail[key].length}</span>
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="ledger">{table('ledger', ledger, detail.ledger, (row) => row.id)}</TabsContent>
      <TabsContent value="orders">{table('orders', orders, detail.orders, (row) => row.id)}</TabsContent>
      <TabsContent value="grants">{table('grants', grants, detail.grants, (row) => row.id)}</TabsContent>
      <TabsContent value="spins">{table('spins', spins, detail.spins, (row) => row.id)}</TabsContent>
      <TabsContent value="tickets">{table('tickets', tickets, detail.tickets, (row) => row.id)}</TabsContent>
      <TabsContent value="sessions">
        {table('sessions', sessions, detail.sessions, (row) => row.id)}
      </TabsContent>
      <TabsContent value="logins">{table('logins', logins, detail.logins, (row) => row.id)}</TabsContent>
      <TabsContent value="dataRights">
        {table('dataRights', dataRights, detail.dataRights, (row) => row.id)}
      </TabsContent>
    </Tabs>
  );
}
