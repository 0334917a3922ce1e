import type { PurchaseConfirmation } from '@pitchside/contract/payments';
import type { orders } from '../../db/schema/orders.ts';

/** What an order delivered, item by item (the ones it has): shown on confirmations and in the history. */
export function orderItems(order: typeof orders.$inferSelect): PurchaseConfirmation['items'] {
  return [
    { kind: 'tickets' as const, amount: order.totalTickets },
    { kind: 'webPoints' as const, amount: order.webPoints },
    { kind: 'energy' as const, amount: order.energy },
    { kind: 'skillPoints' as const, amount: order.skillPoints },
    { kind: 'superGoal' as const, amount: order.superGoal },
  ].filter((item) => item.amount > 0);
}
