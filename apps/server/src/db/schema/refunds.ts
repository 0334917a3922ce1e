import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

/**
 * A refund asked of the provider and not yet finished in the portal (decision 0023). It is
 * written and committed before the provider is called, and deleted in the same transaction that
 * marks the order refunded. A row left behind by a crash is finished by the `refund-recovery`
 * job: the provider is asked again (it refunds an order once, by its key) and the portal's side
 * runs once, under the order's lock and its `fulfilled` status.
 */
export const orderRefundIntents = pgTable('order_refund_intents', {
  orderId: bigint({ mode: 'number' })
    .primaryKey()
    .references(() => orders.id),
  reason: text().notNull(),
  /** The admin who asked (copied for the audit record the finish writes). */
  actorUserId: bigint({ mode: 'number' }),
  actorEmail: text(),
  actorIp: text(),
  startedAt: timestamp({ withTimezone: true }).notNull(),
  /** Recovery attempts that failed at the provider; the job gives up after a few and logs it. */
  attempts: integer().notNull().default(0),
  lastError: text(),
});
