import { desc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notifications, users } from '../../db/schema/accounts.ts';
import { spins } from '../../db/schema/spin.ts';
import { supportTickets } from '../../db/schema/support.ts';
import { orders } from '../../db/schema/wallet.ts';

export type UserRow = typeof users.$inferSelect;

/** At most this many players answer one search: a support agent refines, never pages. */
export const SEARCH_LIMIT = 20;

/** `%`, `_` and `\` are LIKE's own characters: a search for them means them literally. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Finds players by the start of an e-mail or nickname (any case), an exact referral ID or an
 * order id (`#123` or `123`). Every branch is an index lookup (users_email_prefix_idx,
 * users_nickname_prefix_idx, users_referral_id_unique, the orders primary key), so the answer
 * stays quick however many players there are. Exact matches come first.
 */
export async function searchPlayers(db: Database, query: string) {
  const q = query.trim();
  const lower = q.toLowerCase();
  const orderId = /^#?\d{1,15}$/.test(q) ? Number(q.replace('#', '')) : null;
  const prefix = `${escapeLike(lower)}%`;
  const matches: SQL[] = [
    like(sql`lower(${users.email})`, prefix),
    like(sql`lower(${users.nickname})`, prefix),
    eq(users.referralId, q),
  ];
  const found = await db
    .select()
    .from(users)
    .where(or(...matches))
    .orderBy(
      sql`(lower(${users.email}) = ${lower} or ${users.referralId} = ${q} or lower(${users.nickname}) = ${lower}) desc`,
      users.id,
    )
    .limit(SEARCH_LIMIT);
  if (orderId === null) return found.map((user) => ({ user, orderId: null }));
  const [order] = await db
    .select({ id: orders.id, user: users })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  const rest = found.filter((user) => user.id !== order?.user.id).map((user) => ({ user, orderId: null }));
  return order ? [{ user: order.user, orderId: order.id }, ...rest].slice(0, SEARCH_LIMIT) : rest;
}

export async function findPlayer(db: Database, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** A player's rows in the areas the back office shows, newest first, `limit` of each. */
export async function playerActivity(db: Database, userId: number, limit: number) {
  const [orderRows, spinRows, ticketRows] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit),
    db
      .select()
      .from(spins)
      .where(eq(spins.userId, userId))
      .orderBy(desc(spins.createdAt), desc(spins.id))
      .limit(limit),
    db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.userId, userId))
      .orderBy(desc(supportTickets.updatedAt), desc(supportTickets.id))
      .limit(limit),
  ]);
  return { orders: orderRows, spins: spinRows, tickets: ticketRows };
}

/** Everything held about a player, unbounded: the data-protection export. */
export async function playerRecords(db: Database, userId: number) {
  const [orderRows, spinRows, ticketRows, notificationRows] = await Promise.all([
    db.select().from(orders).where(eq(orders.userId, userId)).orderBy(orders.id),
    db.select().from(spins).where(eq(spins.userId, userId)).orderBy(spins.id),
    db.select().from(supportTickets).where(eq(supportTickets.userId, userId)).orderBy(supportTickets.id),
    db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.id),
  ]);
  return { orders: orderRows, spins: spinRows, tickets: ticketRows, notifications: notificationRows };
}
