import type { AdminOrderDetail, AdminOrderRow } from '@pitchside/contract/admin-orders';
import type { NamedAuditRow } from '../audit/index.ts';
import { orderItems } from '../wallet/index.ts';
import type { orderWithRecords, searchOrders } from './orders-repository.ts';
import { toAuditEntry } from './player-views.ts';

type ListRow = Awaited<ReturnType<typeof searchOrders>>['rows'][number];
type Found = NonNullable<Awaited<ReturnType<typeof orderWithRecords>>>;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toOrderRow({ order, buyer }: ListRow): AdminOrderRow {
  return {
    id: order.id,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    productName: order.productName,
    amountCents: order.amountCents,
    currency: order.currency,
    provider: order.provider,
    providerSessionId: order.providerSessionId,
    buyer,
    fulfilledAt: iso(order.fulfilledAt),
    refundedAt: iso(order.refundedAt),
  };
}

export function toOrderDetail(found: Found, history: NamedAuditRow[]): AdminOrderDetail {
  const { order } = found;
  return {
    ...toOrderRow(found),
    kind: order.kind,
    recipientNickname: order.recipientNickname,
    items: orderItems(order),
    webPoints: order.webPoints,
    failureReason: order.failureReason,
    closedAt: iso(order.closedAt),
    refundShortfall: order.refundShortfall,
    grants: found.grants.map((grant) => ({
      reference: grant.reference,
      status: grant.status,
      items: grant.items as Record<string, number | string>,
      createdAt: grant.createdAt.toISOString(),
      appliedAt: iso(grant.appliedAt),
    })),
    ledger: found.ledger.map((row) => ({
      amount: row.amount,
      description: row.description,
      reference: row.reference,
      createdAt: row.createdAt.toISOString(),
    })),
    history: history.map(toAuditEntry),
  };
}
