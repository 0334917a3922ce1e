import { and, count, desc, eq, gte, like, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AdminOrderQuery } from '@pitchside/contract/admin-orders';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { orders } from '../../db/schema/orders.ts';
import { recordsOfOrder } from '../wallet/index.ts';

/** LIKE's own characters searched for literally. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(query: AdminOrderQuery): SQL | undefined {
  const where: SQL[] = [];
  if (query.q) {
    const id = /^#?(\d{1,15})$/.exec(query.q)?.[1];
    where.push(
      id
        ? (or(eq(orders.id, Number(id)), eq(orders.providerSessionId, query.q)) as SQL)
        : eq(orders.providerSessionId, query.q),
    );
  }
  if (query.player) {
    const start = `${escapeLike(query.player.toLowerCase())}%`;
    const byName = or(
      like(sql`lower(${users.email})`, start),
      like(sql`lower(${users.nickname})`, start),
    ) as SQL;
    where.push(
      /^\d{1,15}$/.test(query.player) ? (or(eq(users.id, Number(query.player)), byName) as SQL) : byName,
    );
  }
  if (query.product) {
    where.push(like(sql`lower(${orders.productName})`, `${escapeLike(query.product.toLowerCase())}%`));
  }
  if (query.status) where.push(eq(orders.status, query.status));
  if (query.from) where.push(gte(orders.createdAt, new Date(query.from)));
  if (query.to) where.push(lte(orders.createdAt, new Date(query.to)));
  return where.length ? and(...where) : undefined;
}

const listColumns = {
  order: orders,
  buyer: { id: users.id, nickname: users.nickname, email: users.email },
};

/** One page of orders, newest first, with the number of all that match. */
export async function searchOrders(db: Database, query: AdminOrderQuery) {
  const where = whereOf(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ count: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}

/** One order with its buyer, the grants and ledger rows it wrote. */
export async function orderWithRecords(db: Database, id: number) {
  const [row] = await db
    .select(listColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id));
  if (!row) return null;
  const { grants, ledger } = await recordsOfOrder(db, id, row.order.userId);
  return { ...row, grants, ledger };
}
