import { and, asc, count, desc, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { promoCodes, promoCodeUnits, promoRedemptions, purchaseBonuses } from '../../db/schema/codes.ts';
import { orders } from '../../db/schema/orders.ts';

export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type PromoCodeInsert = typeof promoCodes.$inferInsert;
export type PromoUnitRow = typeof promoCodeUnits.$inferSelect;
type Handle = Database | Transaction;

/**
 * Every campaign, newest first, with the revenue attributed to it: what delivered (not refunded)
 * orders paid that used a purchase bonus from one of its redemptions. The outer row is named in
 * full: Drizzle writes a lone table's columns unqualified, which the subquery would read as its own.
 */
export async function listPromoCodes(db: Database) {
  const rows = await db
    .select({
      campaign: promoCodes,
      revenueCents: sql<number>`(select coalesce(sum(o.amount_cents), 0)::int from ${orders} o where o.status = 'fulfilled' and (o.id in (select b.used_order_id from ${purchaseBonuses} b join ${promoRedemptions} r on r.id = b.redemption_id where r.promo_code_id = "promo_codes"."id") or o.id in (select r2.order_id from ${promoRedemptions} r2 where r2.promo_code_id = "promo_codes"."id" and r2.consumed_at is not null)))`,
    })
    .from(promoCodes)
    .orderBy(desc(promoCodes.id))
    .limit(500);
  return rows.map((row) => ({ ...row.campaign, revenueCents: row.revenueCents }));
}

export async function findPromoCode(db: Handle, id: number) {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id));
  return row ?? null;
}

/** The campaign's row, locked: every redemption and every edit of one campaign queue here. */
export async function lockPromoCode(tx: Transaction, id: number) {
  const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
  return row ?? null;
}

export async function lockSharedCode(tx: Transaction, code: string) {
  const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.code, code)).for('update');
  return row ?? null;
}

export async function lockUnit(tx: Transaction, code: string) {
  const [row] = await tx.select().from(promoCodeUnits).where(eq(promoCodeUnits.code, code)).for('update');
  return row ?? null;
}

export async function codeTaken(db: Handle, code: string) {
  const [shared] = await db.select({ id: promoCodes.id }).from(promoCodes).where(eq(promoCodes.code, code));
  if (shared) return true;
  const [unit] = await db
    .select({ id: promoCodeUnits.id })
    .from(promoCodeUnits)
    .where(eq(promoCodeUnits.code, code));
  return Boolean(unit);
}

export async function insertPromoCode(tx: Transaction, values: PromoCodeInsert) {
  const [row] = await tx.insert(promoCodes).values(values).returning();
  return row as PromoCodeRow;
}

/** Inserts the codes not taken yet; answers how many went in. */
export async function insertUnits(tx: Transaction, promoCodeId: number, codes: string[]) {
  const rows = await tx
    .insert(promoCodeUnits)
    .values(codes.map((code) => ({ promoCodeId, code })))
    .onConflictDoNothing()
    .returning({ id: promoCodeUnits.id });
  return rows.length;
}

export async function updatePromoCode(tx: Transaction, id: number, values: Partial<PromoCodeInsert>) {
  const [row] = await tx.update(promoCodes).set(values).where(eq(promoCodes.id, id)).returning();
  return row as PromoCodeRow;
}

export const unitsOf = (db: Database, promoCodeId: number) =>
  db
    .select({ code: promoCodeUnits.code, redeemedAt: promoCodeUnits.redeemedAt })
    .from(promoCodeUnits)
    .where(eq(promoCodeUnits.promoCodeId, promoCodeId))
    .orderBy(asc(promoCodeUnits.id));

export async function redemptionsOfPlayer(tx: Transaction, promoCodeId: number, userId: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(promoRedemptions)
    .where(
      and(
        eq(promoRedemptions.promoCodeId, promoCodeId),
        eq(promoRedemptions.userId, userId),
        // A checkout's freed reservation counts for nothing (decision 0031).
        isNull(promoRedemptions.freedAt),
      ),
    );
  return row?.n ?? 0;
}

/** The player's row, locked (the value core locks it again for the ledger; same transaction). */
export async function playerForRedemption(tx: Transaction, userId: number) {
  const [row] = await tx
    .select({
      id: users.id,
      createdAt: users.createdAt,
      gamePlayerId: users.gamePlayerId,
      webPoints: users.webPoints,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function hasPaidOrder(tx: Transaction, userId: number) {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'fulfilled'), gte(orders.amountCents, 1)))
    .limit(1);
  return Boolean(row);
}

export async function recordRedemption(
  tx: Transaction,
  values: {
    promoCodeId: number;
    userId: number;
    unitId: number | null;
    seq: number;
    ip: string | null;
    now: Date;
  },
) {
  const [row] = await tx
    .insert(promoRedemptions)
    .values({ ...values, redeemedAt: values.now })
    .returning({ id: promoRedemptions.id });
  await tx
    .update(promoCodes)
    .set({ uses: sql`${promoCodes.uses} + 1` })
    .where(eq(promoCodes.id, values.promoCodeId));
  if (values.unitId !== null) {
    await tx
      .update(promoCodeUnits)
      .set({ redeemedBy: values.userId, redeemedAt: values.now })
      .where(and(eq(promoCodeUnits.id, values.unitId), isNull(promoCodeUnits.redeemedBy)));
  }
  return (row as { id: number }).id;
}

export async function insertPurchaseBonus(
  tx: Transaction,
  values: { userId: number; redemptionId: number; percent: number; expiresAt: Date },
) {
  await tx.insert(purchaseBonuses).values(values).onConflictDoNothing();
}

/**
 * Takes the player's open purchase bonus with the largest percentage (the soonest ending among
 * equals) for an order, once: `used_order_id` is unique, so an order uses at most one bonus.
 */
export async function takePurchaseBonus(tx: Transaction, userId: number, orderId: number, now: Date) {
  const [open] = await tx
    .select()
    .from(purchaseBonuses)
    .where(
      and(
        eq(purchaseBonuses.userId, userId),
        isNull(purchaseBonuses.usedOrderId),
        gt(purchaseBonuses.expiresAt, now),
      ),
    )
    .orderBy(desc(purchaseBonuses.percent), asc(purchaseBonuses.expiresAt))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!open) return null;
  const [used] = await tx
    .update(purchaseBonuses)
    .set({ usedOrderId: orderId, usedAt: now })
    .where(and(eq(purchaseBonuses.id, open.id), isNull(purchaseBonuses.usedOrderId)))
    .returning();
  return used ?? null;
}

/** Records the extra tickets an order's bonus gave. */
export async function setBonusTickets(tx: Transaction, bonusId: number, tickets: number) {
  await tx.update(purchaseBonuses).set({ bonusTickets: tickets }).where(eq(purchaseBonuses.id, bonusId));
}

/** The bonus tickets an order's purchase bonus gave (0 when it used none). */
export async function bonusTicketsOf(tx: Transaction, orderId: number) {
  const [row] = await tx
    .select({ tickets: purchaseBonuses.bonusTickets })
    .from(purchaseBonuses)
    .where(eq(purchaseBonuses.usedOrderId, orderId));
  return row?.tickets ?? 0;
}
