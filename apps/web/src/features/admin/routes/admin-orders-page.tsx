import { ORDER_STATUSES, type AdminOrderRow } from '@pitchside/contract/admin-orders';
import { ReceiptText } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { QueryState } from '@/components/ui/query-state';
import { Select } from '@/components/ui/select';
import { formatDateTime } from '@/lib/format/format-date-time';
import { formatMoney } from '@/lib/format/format-money';
import { ORDERS_PAGE_SIZE, useAdminOrders, type OrderFilter } from '../api/admin-orders';
import { AdminShell } from '../components/admin-shell';

const TEXT_KEYS = ['q', 'player', 'product', 'status', 'from', 'to'] as const;
type Draft = Partial<Record<(typeof TEXT_KEYS)[number], string>>;

function readFilter(params: URLSearchParams): OrderFilter {
  const filter: OrderFilter = { page: Math.max(1, Number(params.get('page')) || 1) };
  for (const key of TEXT_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filter[key] = value;
  }
  return filter;
}

/** `/admin/orders`: every order, by id, player, product, status, provider session and days. */
export function AdminOrdersPage() {
  return (
    <AdminShell>
      <Orders />
    </AdminShell>
  );
}

function Orders() {
  const { t, i18n } = useTranslation(['admin', 'routes']);
  const lang = i18n.language;
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const [draft, setDraft] = useState<Draft>(filter);
  const orders = useAdminOrders(filter);

  const go = (next: Draft, page = 1) => {
    const search = new URLSearchParams();
    for (const key of TEXT_KEYS) {
      const value = next[key]?.trim();
      if (value) search.set(key, value);
    }
    if (page > 1) search.set('page', String(page));
    setParams(search);
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    go(draft);
  };
  const text = (key: 'q' | 'player' | 'product', label: string, placeholder?: string) => (
    <Field label={label}>
      {(control) => (
        <Input
          {...control}
          value={draft[key] ?? ''}
          maxLength={200}
          placeholder={placeholder}
          onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
        />
      )}
    </Field>
  );
  const day = (key: 'from' | 'to', label: string) => (
    <Field label={label}>
      {(control) => (
        <Input
          {...control}
          type="date"
          value={draft[key] ?? ''}
          onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
        />
      )}
    </Field>
  );

  const columns: DataTableColumn<AdminOrderRow>[] = [
    {
      id: 'order',
      header: t('orders.columns.order'),
      rowHeader: true,
      cell: (order) => (
        <Link
          to={`/admin/orders/${order.id}`}
          className="focus-ring block rounded font-semibold text-primary hover:underline"
        >
          {t('orders.orderNumber', { id: order.id })}
        </Link>
      ),
    },
    {
      id: 'player',
      header: t('orders.columns.player'),
      cell: (order) => (
        <Link
          to={`/admin/players/${order.buyer.id}`}
          className="focus-ring block min-w-0 rounded hover:text-primary"
        >
          <span className="block truncate">{order.buyer.nickname}</span>
        </Link>
      ),
    },
    {
      id: 'product',
      header: t('orders.columns.product'),
      hideBelow: 'md',
      cell: (order) => order.productName,
    },
    {
      id: 'amount',
      header: t('orders.columns.amount'),
      align: 'end',
      cell: (order) => formatMoney(order.amountCents, lang, order.currency),
    },
    {
      id: 'status',
      header: t('orders.columns.status'),
      cell: (order) => t(`status.record.${order.status}`),
    },
    {
      id: 'created',
      header: t('orders.columns.created'),
      hideBelow: 'lg',
      cell: (order) => (
        <span className="whitespace-nowrap text-fg-muted">{formatDateTime(order.createdAt, lang)}</span>
      ),
    },
  ];

  const pageCount = orders.data ? Math.max(1, Math.ceil(orders.data.total / ORDERS_PAGE_SIZE)) : 1;
  return (
    <>
      <PageHeader
        title={t('routes:adminOrders')}
        description={t('orders.description')}
        icon={<ReceiptText />}
      />
      <form
        role="search"
        aria-label={t('orders.filters')}
        onSubmit={apply}
        className="mb-6 grid gap-3 rounded-xl border border-border bg-surface p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        {text('q', t('orders.q'), t('orders.qPlaceholder'))}
        {text('player', t('orders.player'), t('orders.playerPlaceholder'))}
        {text('product', t('orders.product'))}
        <Field label={t('orders.status')}>
          {(control) => (
            <Select
              {...control}
              value={draft.status ?? ''}
              onChange={(event) => setDraft({ ...draft, status: event.target.value })}
            >
              <option value="">{t('orders.anyStatus')}</option>
              {ORDER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`status.record.${status}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {day('from', t('logs.from'))}
        {day('to', t('logs.to'))}
        <div className="flex items-end gap-2 lg:col-span-2">
          <Button type="submit">{t('logs.apply')}</Button>
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setDraft({});
              setParams(new URLSearchParams());
            }}
          >
            {t('logs.clear')}
          </Button>
        </div>
      </form>
      <QueryState
        query={{ ...orders, data: orders.data?.data }}
        loading={
          <DataTable
            columns={columns}
            rows={[]}
            rowKey={(_, i) => i}
            caption={t('routes:adminOrders')}
            loading
          />
        }
        errorMessage={t('orders.error')}
        empty={
          <EmptyState icon={<ReceiptText />} title={t('orders.empty')} description={t('logs.emptyHint')} />
        }
      >
        {(rows) => (
          <div className="space-y-4">
            <p className="text-sm text-fg-muted">{t('orders.count', { count: orders.data?.total ?? 0 })}</p>
            <DataTable
              columns={columns}
              rows={rows}
              rowKey={(order) => order.id}
              caption={t('routes:adminOrders')}
              density="compact"
            />
            {pageCount > 1 && (
              <Pagination
                page={filter.page}
                pageCount={pageCount}
                onPageChange={(page) => go(filter, page)}
              />
            )}
          </div>
        )}
      </QueryState>
    </>
  );
}
