import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { creatorEarnings, creators, creatorSupports } from '../../db/schema/codes.ts';

type Handle = Database | Transaction;
export type CreatorRow = typeof creators.$inferSelect;

export async function findUserByEmail(db: Handle, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, nickname: users.nickname })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row ?? null;
}

export async function insertCreator(tx: Transaction, values: typeof creators.$inferInsert) {
  const [row] = await tx.insert(creators).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Every creator with the account's names, current supporters and what they earned (not reversed). */
export function listCreators(db: Database, now: Date) {
  return db
    .select({
      creator: creators,
      nickname: users.nickname,
      email: users.email,
      supporters: sql<number>`(select count(*)::int from ${creatorSupports} s where s.creator_id = ${creators.id} and s.expires_at > ${now})`,
      earnedCents: sql<number>`(select coalesce(sum(e.share_cents), 0)::int from ${creatorEarnings} e where e.creator_id = ${creators.id} and e.reversed_at is null)`,
    })
    .from(creators)
    .innerJoin(users, eq(users.id, creators.userId))
    .orderBy(asc(creators.code));
}

export async function findCreatorByCode(db: Handle, code: string) {
  const [row] = await db
    .select({ creator: creators, nickname: users.nickname })
    .from(creators)
    .innerJoin(users, eq(users.id, creators.userId))
    .where(and(eq(creators.code, code), eq(creators.active, true)));
  return row ?? null;
}

export async function findCreatorOfUser(db: Handle, userId: number) {
  const [row] = await db.select().from(creators).where(eq(creators.userId, userId));
  return row ?? null;
}

/** The creator a player supports now, if the support has not run out. */
export async function activeSupport(db: Handle, userId: number, now: Date) {
  const [row] = await db
    .select({ support: creatorSupports, creator: creators, nickname: users.nickname })
    .from(creatorSupports)
    .innerJoin(creators, eq(creators.id, creatorSupports.creatorId))
    .innerJoin(users, eq(users.id, creators.userId))
    .where(
      and(eq(creatorSupports.userId, userId), gt(creatorSupports.expiresAt, now), eq(creators.active, true)),
    );
  return row ?? null;
}

export async function upsertSupport(
  db: Handle,
  values: { userId: number; creatorId: number; expiresAt: Date; now: Date },
) {
  await db
    .insert(creatorSupports)
    .values({
      userId: values.userId,
      creatorId: values.creatorId,
      expiresAt: values.expiresAt,
      updatedAt: values.now,
    })
    .onConflictDoUpdate({
      target: creatorSupports.userId,
      set: { creatorId: values.creatorId, expiresAt: values.expiresAt, updatedAt: values.now },
    });
}

export async function deleteSupport(db: Handle, userId: number) {
  await db.delete(creatorSupports).where(eq(creatorSupports.userId, userId));
}

export async function insertEarning(tx: Transaction, values: typeof creatorEarnings.$inferInsert) {
  await tx.insert(creatorEarnings).values(values).onConflictDoNothing({ target: creatorEarnings.orderId });
}

export async function reverseEarning(tx: Transaction, orderId: number, now: Date) {
  await tx
    .update(creatorEarnings)
    .set({ reversedAt: now })
    .where(and(eq(creatorEarnings.orderId, orderId), isNull(creatorEarnings.reversedAt)));
}

export async function supportersOf(db: Database, creatorId: number, now: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(creatorSupports)
    .where(and(eq(creatorSupports.creatorId, creatorId), gt(creatorSupports.expiresAt, now)));
  return row?.n ?? 0;
}

/** A creator's orders and shares per month (the game's time zone), newest first. */
export function earningsByMonth(db: Database, creatorId: number, timeZone: string) {
  const month = sql<string>`to_char(${creatorEarnings.earnedAt} at time zone ${timeZone}, 'YYYY-MM')`;
  return (
    db
      .select({
        month,
        orders: sql<number>`(count(*) filter (where ${creatorEarnings.reversedAt} is null))::int`,
        shareCents: sql<number>`coalesce(sum(${creatorEarnings.shareCents}) filter (where ${creatorEarnings.reversedAt} is null), 0)::int`,
        reversedCents: sql<number>`coalesce(sum(${creatorEarnings.shareCents}) filter (where ${creatorEarnings.reversedAt} is not null), 0)::int`,
      })
      .from(creatorEarnings)
      .where(eq(creatorEarnings.creatorId, creatorId))
      // By position: the time zone is a parameter, so the same expression twice would not match.
      .groupBy(sql`1`)
      .orderBy(sql`1 desc`)
      .limit(24)
  );
}

/** Every creator's payout for one month: shares of orders delivered in it, less those refunded. */
export function payoutsOfMonth(db: Database, month: string, timeZone: string) {
  const inMonth = sql`to_char(${creatorEarnings.earnedAt} at time zone ${timeZone}, 'YYYY-MM') = ${month}`;
  return db
    .select({
      code: creators.code,
      email: users.email,
      nickname: users.nickname,
      shareBasisPoints: creators.shareBasisPoints,
      orders: sql<number>`(count(${creatorEarnings.id}) filter (where ${creatorEarnings.reversedAt} is null))::int`,
      amountCents: sql<number>`coalesce(sum(${creatorEarnings.amountCents}) filter (where ${creatorEarnings.reversedAt} is null), 0)::int`,
      shareCents: sql<number>`coalesce(sum(${creatorEarnings.shareCents}) filter (where ${creatorEarnings.reversedAt} is null), 0)::int`,
    })
    .from(creators)
    .innerJoin(users, eq(users.id, creators.userId))
    .leftJoin(creatorEarnings, and(eq(creatorEarnings.creatorId, creators.id), inMonth))
    .groupBy(creators.id, users.id)
    .orderBy(asc(creators.code));
}
