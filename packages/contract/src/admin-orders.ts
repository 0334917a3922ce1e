import { z } from 'zod';
import { auditEntry } from './admin-audit';
import { boundedText, idBody, idParam, pageParam } from './bounds';

/** The back office's orders (issue 35): every order, searchable and paged, and one order's page. */
export const ORDER_STATUSES = ['pending', 'fulfilled', 'failed', 'expired', 'refunded'] as const;

/** `GET /api/admin/orders`: newest first. */
export const adminOrderQuery = z.object({
  /** An order id (`1042` or `#1042`) or a payment provider's session id. */
  q: boundedText(200).optional(),
  /** A player's id, or the start of their e-mail or nickname. */
  player: boundedText(100).optional(),
  /** The start of a product's name. */
  product: boundedText(100).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  page: pageParam.default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminOrderQuery = z.infer<typeof adminOrderQuery>;

export const adminOrderRow = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  productName: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  provider: z.string(),
  providerSessionId: z.string().nullable(),
  buyer: z.object({ id: z.number().int(), nickname: z.string(), email: z.string() }),
  fulfilledAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRow>;
export const adminOrderListResponse = z.object({
  success: z.literal(true),
  data: z.array(adminOrderRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const adminOrderParams = z.object({ id: idParam });

export const adminOrderDetail = adminOrderRow.extend({
  kind: z.string(),
  recipientNickname: z.string(),
  items: z.array(z.object({ kind: z.string(), amount: z.number().int() })),
  webPoints: z.number().int(),
  failureReason: z.string().nullable(),
  closedAt: z.string().nullable(),
  refundShortfall: z.number().int(),
  /** The game's side: the delivery of the items and, after a refund, their return. */
  grants: z.array(
    z.object({
      reference: z.string(),
      status: z.string(),
      items: z.record(z.string(), z.union([z.number(), z.string()])),
      createdAt: z.string(),
      appliedAt: z.string().nullable(),
    }),
  ),
  /** The web point ledger rows the order wrote (its credit and a refund's deduction). */
  ledger: z.array(
    z.object({
      amount: z.number().int(),
      description: z.string(),
      reference: z.string(),
      createdAt: z.string(),
    }),
  ),
  /** What staff and the provider did to it, from the audit log. */
  history: z.array(auditEntry),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;
export const adminOrderResponse = z.object({ success: z.literal(true), data: adminOrderDetail });

/** `POST /api/admin/orders/{id}/refund`: why, and the support ticket it answers, if any. */
export const refundBody = z.object({ reason: boundedText(500), ticketId: idBody.optional() });

export const orderIdParams = z.object({ id: idParam });

/** `POST /api/admin/orders/{id}/refund`: what the refund did (`refunded` false: it had been refunded before). */
export const refundResponse = z.object({
  success: z.literal(true),
  data: z.object({
    refunded: z.boolean(),
    status: z.enum(ORDER_STATUSES),
    webPointsTaken: z.number().int(),
    /** Web points the player had already spent: the refund could not take them back. */
    shortfall: z.number().int(),
  }),
});
