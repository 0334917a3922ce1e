import { desc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notifications, users } from '../../db/schema/accounts.ts';
import { spins } from '../../db/schema/spin.ts';
import { supportTickets } from '../../db/schema/support.ts';
import { orders } from '../../db/schema/orders.ts';

export type UserRow = typeof users.$inferSelect;

/** At most this many players answer one search: a support agent refines, never pages. */
export const SEARCH_LIMIT = 20;

/** `%`, `_` and `\` are LIKE's own characters: a search for them means them literally. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Finds players by the start of an e-mail or nickname (any case), an exact referral ID or an
 * order id (`#123` or `123`). Exact matches come first. Each branch is its own index lookup that
 * stops at the limit (users_email_prefix_idx, users_nickname_prefix_idx, users_referral_id_unique,
 * the orders primary key): a common start such as "striker" matches a sixth of a million players
 * but reads only the first few index entries, so the answer stays quick at any size.
 */
export async function searchPlayers(db: Database, query: string) {
  const q = query.trim();
  const lower = q.toLowerCase();
  const orderId = /^#?\d{1,15}$/.test(q) ? Number(q.replace('#', '')) : null;
  const prefix = `${escapeLike(lower)}%`;
  const byPrefix = (column: SQL) => db.select().from(users).where(like(column, prefix)).limit(SEARCH_LIMIT);
  const [exact, byEmail, byNickname, order] = await Promise.all([
    db
      .select()
      .from(users)
      .where(
        or(
          eq(sql`lower(${users.email})`, lower),
          eq(users.referralId, q),
          eq(sql`lower(${users.nickname})`, lower),
        ),
      )
      .limit(SEARCH_LIMIT),
    byPrefix(sql`lower(${users.email})`),
    byPrefix(sql`lower(${users.nickname})`),
    orderId === null
      ? Promise.resolve([])
      : db
          .select({ id: orders.id, user: users })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .where(eq(orders.id, orderId)),
  ]);
  const found: Array<{ user: UserRow; orderId: number | null }> = order.map((row) => ({
    user: row.user,
    orderId: row.id,
  }));
  const seen = new Set(found.map((row) => row.user.id));
  const prefixed = [...byEmail, ...byNickname].sort((a, b) => a.id - b.id);
  for (const user of [...exact.sort((a, b) => a.id - b.id), ...prefixed]) {
    if (seen.has(user.id)) continue;
    seen.add(user.id);
    found.push({ user, orderId: null });
  }
  return found.slice(0, SEARCH_LIMIT);
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

/** The buyer of an order, or null when there is no such order. */
export async function orderBuyer(db: Database, orderId: number): Promise<number | null> {
  const [row] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
  return row?.userId ?? null;
}
