import type { AdminOrderDetail } from '@pitchside/contract/admin-orders';
import { ArrowLeft, ReceiptText } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api/api-error';
import { formatDateTime } from '@/lib/format/format-date-time';
import { formatMoney } from '@/lib/format/format-money';
import { formatNumber } from '@/lib/format/format-number';
import { useAdminOrder } from '../api/admin-orders';
import { AdminShell } from '../components/admin-shell';
import { AuditEntryText } from '../components/audit-sentence';
import { RefundOrderButton } from '../components/refund-order-button';

/** `/admin/orders/:id`: what was sold, paid, delivered and given back, and who did what since. */
export function AdminOrderPage() {
  const { id } = useParams();
  const orderId = Number(id);
  return (
    <AdminShell>
      <BackLink />
      {Number.isInteger(orderId) && orderId > 0 ? <OrderView id={orderId} /> : <NotFound />}
    </AdminShell>
  );
}

function BackLink() {
  const { t } = useTranslation('admin');
  return (
    <Link
      to="/admin/orders"
      className="focus-ring mb-4 flex w-fit items-center gap-1.5 rounded text-sm text-fg-muted hover:text-fg"
    >
      <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
      {t('orders.back')}
    </Link>
  );
}

function NotFound() {
  const { t } = useTranslation(['admin', 'routes']);
  return (
    <>
      <PageHeader title={t('routes:adminOrder')} icon={<ReceiptText />} />
      <EmptyState icon={<ReceiptText />} title={t('orders.notFound')} />
    </>
  );
}

function OrderView({ id }: { id: number }) {
  const { t } = useTranslation('admin');
  const query = useAdminOrder(id);
  if (isApiError(query.error) && query.error.status === 404) return <NotFound />;
  return (
    <QueryState
      query={query}
      loading={<Skeleton className="h-64" />}
      errorMessage={t('orders.error')}
      empty={null}
      isEmpty={() => false}
    >
      {(order) => <OrderContent order={order} />}
    </QueryState>
  );
}

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="shrink-0 text-sm text-fg-muted sm:w-40">{label}</dt>
      <dd className="min-w-0 break-words text-sm text-fg">{children}</dd>
    </div>
  );
}

function OrderContent({ order }: { order: AdminOrderDetail }) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  const time = (iso: string | null) => (iso ? formatDateTime(iso, lang) : '—');
  const h2 = 'mb-3 font-display text-lg font-bold uppercase text-fg';
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('orders.orderNumber', { id: order.id })}
        description={`${order.productName} · ${formatMoney(order.amountCents, lang, order.currency)} · ${t(`status.record.${order.status}`)}`}
        icon={<ReceiptText />}
        actions={order.status === 'fulfilled' ? <RefundOrderButton order={order} /> : undefined}
      />
      <Card className="p-5">
        <h2 className={h2}>{t('orders.payment')}</h2>
        <dl className="space-y-2">
          <Row label={t('orders.columns.player')}>
            <Link
              to={`/admin/players/${order.buyer.id}`}
              className="focus-ring rounded text-primary hover:underline"
            >
              {order.buyer.nickname}
            </Link>{' '}
            <span className="text-fg-muted">({order.buyer.email})</span>
          </Row>
          <Row label={t('orders.recipient')}>{order.recipientNickname}</Row>
          <Row label={t('orders.provider')}>{order.provider}</Row>
          <Row label={t('orders.providerSession')}>
            <span className="font-mono break-all">{order.providerSessionId ?? '—'}</span>
          </Row>
          <Row label={t('orders.columns.created')}>{time(order.createdAt)}</Row>
          <Row label={t('orders.delivered')}>{time(order.fulfilledAt)}</Row>
          <Row label={t('orders.refunded')}>{time(order.refundedAt)}</Row>
          {order.refundShortfall > 0 && (
            <Row label={t('orders.shortfall')}>{formatNumber(order.refundShortfall, lang)}</Row>
          )}
          {order.status === 'failed' && order.failureReason && (
            <Row label={t('orders.failure')}>{order.failureReason}</Row>
          )}
        </dl>
      </Card>
      <Card className="p-5">
        <h2 className={h2}>{t('orders.items')}</h2>
        <ul className="space-y-1 text-sm">
          {order.items.map((item) => (
            <li key={item.kind}>
              {formatNumber(item.amount, lang)} ×{' '}
              {t(`orders.itemKinds.${item.kind}` as 'orders.itemKinds.tickets', { defaultValue: item.kind })}
            </li>
          ))}
        </ul>
      </Card>
      <Card className="p-5">
        <h2 className={h2}>{t('orders.delivery')}</h2>
        {order.grants.length === 0 ? (
          <p className="text-sm text-fg-muted">{t('orders.noGrants')}</p>
        ) : (
          <ul className="space-y-2 text-sm">
            {order.grants.map((grant) => (
              <li key={grant.reference} className="flex flex-wrap gap-x-3">
                <span className="font-mono">{grant.reference}</span>
                <span>
                  {t(`status.record.${grant.status}` as 'status.record.pending', {
                    defaultValue: grant.status,
                  })}
                </span>
                <span className="text-fg-muted">{time(grant.appliedAt ?? grant.createdAt)}</span>
              </li>
            ))}
          </ul>
        )}
        {order.ledger.length > 0 && (
          <ul className="mt-3 space-y-1 text-sm">
            {order.ledger.map((row) => (
              <li key={row.reference} className="flex flex-wrap gap-x-3">
                <span className="font-mono">{row.reference}</span>
                <span>{formatNumber(row.amount, lang)}</span>
                <span className="text-fg-muted">{row.description}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <section aria-labelledby="order-history" className="space-y-3">
        <h2 id="order-history" className={h2}>
          {t('orders.history')}
        </h2>
        {order.history.length === 0 ? (
          <p className="text-sm text-fg-muted">{t('orders.noHistory')}</p>
        ) : (
          <ul className="divide-y divide-border rounded-xl border border-border">
            {order.history.map((entry) => (
              <li key={entry.id} className="flex flex-col gap-1 p-3 sm:flex-row sm:gap-4">
                <span className="shrink-0 whitespace-nowrap text-sm text-fg-muted">{time(entry.at)}</span>
                <AuditEntryText entry={entry} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
