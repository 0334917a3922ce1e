import { and, eq, inArray } from 'drizzle-orm';
import type { OrderRefundKind } from '@pitchside/contract/ledger-descriptions';
import type { Database, Transaction } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { shopProducts } from '../../db/schema/shop.ts';
import { orders } from '../../db/schema/orders.ts';

/** The queries behind checkouts and their delivery; the payment service and fulfilment hold the rules. */

export type OrderRow = typeof orders.$inferSelect;
export type ProductRow = typeof shopProducts.$inferSelect;
export type UserRow = typeof users.$inferSelect;

// ---- Products and users an order needs ----

/** An active shop product, by its id or its slug. */
export async function activeProduct(db: Database, variantId: string | number) {
  const where =
    typeof variantId === 'number' ? eq(shopProducts.id, variantId) : eq(shopProducts.slug, variantId);
  const [product] = await db
    .select()
    .from(shopProducts)
    .where(and(where, eq(shopProducts.active, true)));
  return product ?? null;
}

export async function userById(db: Database, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user ?? null;
}

/** The portal user playing as this game player (a gift recipient), if any. */
export async function userIdOfGamePlayer(db: Database, gamePlayerId: number) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.gamePlayerId, gamePlayerId));
  return user ?? null;
}

/** The buyer's nickname, as a gift's mail and notification name the sender; on the caller's handle. */
export async function buyerNickname(db: Database | Transaction, userId: number) {
  const [buyer] = await db.select({ nickname: users.nickname }).from(users).where(eq(users.id, userId));
  return buyer ?? null;
}

// ---- Once-only rules ----

/** Whether a once-only offer was delivered, by any of its checkouts. */
export async function hasFulfilledOrderFor(db: Database, onceKey: string) {
  const [done] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.onceKey, onceKey), eq(orders.status, 'fulfilled')));
  return Boolean(done);
}

// ---- Opening and closing checkouts ----

/**
 * Expires the buyer's open checkouts of a once-only offer and returns them. Only `pending` ones:
 * a checkout paid or closed meanwhile keeps its status.
 */
export function retirePendingOrders(db: Database, onceKey: string, userId: number, now: Date) {
  return db
    .update(orders)
    .set({ status: 'expired', failureReason: 'retired: a newer checkout replaced it', closedAt: now })
    .where(and(eq(orders.onceKey, onceKey), eq(orders.userId, userId), eq(orders.status, 'pending')))
    .returning();
}

/** Inserts a pending order; may fail on `orders_once_open_unique`, which the caller handles. */
export async function insertOrder(db: Database, values: typeof orders.$inferInsert) {
  const [order] = await db.insert(orders).values(values).returning();
  return order;
}

/**
 * Records the provider session on the order whatever its status (so a payment that still reaches
 * a retired order's session is found) and returns the status it has now, if the order exists.
 */
export async function recordCheckoutSession(db: Database, orderId: number, sessionId: string, url: string) {
  const [live] = await db
    .update(orders)
    .set({ providerSessionId: sessionId, checkoutUrl: url })
    .where(eq(orders.id, orderId))
    .returning({ status: orders.status });
  return live ?? null;
}

/**
 * Closes a checkout the provider expired or declined. Only a `pending` order: one paid, delivered
 * or retired meanwhile keeps its status. Returns the closed order, or null if it was not pending.
 */
export async function closePendingOrder(
  db: Database | Transaction,
  orderId: number,
  close: { status: 'expired' | 'failed'; failureReason: string; now: Date },
) {
  const [closed] = await db
    .update(orders)
    .set({ status: close.status, closedAt: close.now, failureReason: close.failureReason })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
    .returning();
  return closed ?? null;
}

/** A discount code reserved for a pending order: the price it will be charged, and why. */
export async function setOrderDiscount(
  tx: Transaction,
  orderId: number,
  discount: { code: string; listPriceCents: number; discountCents: number; priceCents: number },
) {
  const [order] = await tx
    .update(orders)
    .set({
      promoCode: discount.code,
      listPriceCents: discount.listPriceCents,
      discountCents: discount.discountCents,
      amountCents: discount.priceCents,
    })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
    .returning();
  return order ?? null;
}

// ---- Finding an order ----

export async function orderById(db: Database, orderId: number) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return order ?? null;
}

/** The order behind a provider session, if this buyer placed it (the confirmation page's check). */
export async function buyerOrderBySession(db: Database, provider: string, sessionId: string, userId: number) {
  const [order] = await db
    .select()
    .from(orders)
    .where(
      and(eq(orders.provider, provider), eq(orders.providerSessionId, sessionId), eq(orders.userId, userId)),
    );
  return order ?? null;
}

/** The order behind a provider session, whoever placed it (a provider event). */
export async function orderBySession(db: Database, provider: string, sessionId: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.provider, provider), eq(orders.providerSessionId, sessionId)));
  return order ?? null;
}

// ---- Delivery (inside the value core's transaction) ----

/**
 * Reads the order with a row lock held until the transaction ends: concurrent deliveries of the
 * same order (verify call, webhooks) queue here, and each sees the status the one before it left.
 */
export async function lockOrder(tx: Transaction, orderId: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order ?? null;
}

/** Marks a locked order delivered; no status guard needed, the caller holds its row lock (lockOrder). */
export async function markOrderFulfilled(tx: Transaction, orderId: number, now: Date) {
  const [updated] = (await tx
    .update(orders)
    .set({ status: 'fulfilled', fulfilledAt: now, closedAt: now })
    .where(eq(orders.id, orderId))
    .returning()) as [OrderRow];
  return updated;
}

/**
 * Marks a second payment's order refunded, only from a not-yet-final status: a delivered order
 * is never overwritten, and of concurrent refunds one moves it (and tells the player). Returns
 * the order if this call moved it, else null.
 */
export async function markOrderRefunded(tx: Transaction, orderId: number, now: Date) {
  const [row] = await tx
    .update(orders)
    .set({
      status: 'refunded',
      refundKind: 'duplicate',
      failureReason: 'duplicate purchase: refunded',
      closedAt: now,
    })
    .where(and(eq(orders.id, orderId), inArray(orders.status, ['pending', 'failed', 'expired'])))
    .returning();
  return row ?? null;
}

/** PostgreSQL's lock_not_available: another transaction holds the row. */
const LOCK_NOT_AVAILABLE = '55P03';

/**
 * Locks the order without waiting: `busy` when another transaction holds it (a refund already
 * under way). A refund holds its lock while the provider gives the money back; waiting callers
 * would each hold a pooled connection the provider's own call may need.
 */
export async function lockOrderOrBusy(tx: Transaction, orderId: number): Promise<OrderRow | null | 'busy'> {
  try {
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update', { noWait: true });
    return order ?? null;
  } catch (error) {
    const code = ((error as { cause?: { code?: string } }).cause ?? (error as { code?: string })).code;
    if (code === LOCK_NOT_AVAILABLE) return 'busy';
    throw error;
  }
}

/** Marks a delivered, locked order given back, with the web points its buyer had already spent. */
export async function markDeliveredOrderRefunded(
  tx: Transaction,
  orderId: number,
  change: { now: Date; reason: string; kind: OrderRefundKind; shortfall: number },
) {
  const [row] = (await tx
    .update(orders)
    .set({
      status: 'refunded',
      refundedAt: change.now,
      refundShortfall: change.shortfall,
      refundKind: change.kind,
      failureReason: change.reason.slice(0, 500),
    })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'fulfilled')))
    .returning()) as [OrderRow];
  return row;
}
