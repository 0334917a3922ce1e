import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { orders } from '../../db/schema/orders.ts';
import { dailyClaims, webPointLedger } from '../../db/schema/wallet.ts';
import { lifetimeEarnedSql, lifetimeSpentSql } from './lifetime-sql.ts';

export interface Window {
  from: Date;
  to: Date;
}

export interface PageRequest {
  page: number;
  pageSize: number;
}

/**
 * Every figure of the balance summary in one statement: lifetime and per-category sums in one
 * pass over the player's ledger, purchases and free claims in the window beside it. The summary
 * was four sequential round trips; a logged-in read is now the session lookup and this.
 */
const balanceSummaryStatement = preparedStatement((db) => {
  const from = sql.placeholder('from');
  const to = sql.placeholder('to');
  const userId = sql.placeholder('userId');
  const inWindow = sql`${webPointLedger.createdAt} >= ${from} and ${webPointLedger.createdAt} < ${to}`;
  const ledger = db
    .select({
      earned: lifetimeEarnedSql.as('earned'),
      spent: lifetimeSpentSql.as('spent'),
      paid: sql<number>`coalesce(sum(${webPointLedger.amount}) filter (where ${webPointLedger.type} = 'purchase' and ${inWindow}), 0)::int`.as(
        'paid',
      ),
      free: sql<number>`coalesce(sum(${webPointLedger.amount}) filter (where ${webPointLedger.type} = 'claim' and ${inWindow}), 0)::int`.as(
        'free',
      ),
      bonus:
        sql<number>`coalesce(sum(${webPointLedger.amount}) filter (where ${webPointLedger.type} in ('bonus', 'compensation') and ${inWindow}), 0)::int`.as(
          'bonus',
        ),
      deduction:
        sql<number>`coalesce(-sum(${webPointLedger.amount}) filter (where ${webPointLedger.type} = 'spend' and ${inWindow}), 0)::int`.as(
          'deduction',
        ),
    })
    .from(webPointLedger)
    .where(eq(webPointLedger.userId, userId))
    .as('ledger');
  const purchases = db
    .select({
      total: sql<number>`count(*)::int`.as('total'),
      money: sql<number>`coalesce(sum(${orders.amountCents}), 0)::int`.as('money'),
      webPoints: sql<number>`coalesce(sum(${orders.webPoints}), 0)::int`.as('web_points'),
      paidCount: sql<number>`(count(*) filter (where ${orders.amountCents} > 0))::int`.as('paid_count'),
    })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'fulfilled'),
        gte(orders.fulfilledAt, from),
        lt(orders.fulfilledAt, to),
      ),
    )
    .as('purchases');
  const claims = db
    .select({ claims: sql<number>`count(*)::int`.as('claims') })
    .from(dailyClaims)
    .where(
      and(eq(dailyClaims.userId, userId), gte(dailyClaims.createdAt, from), lt(dailyClaims.createdAt, to)),
    )
    .as('claims');
  return db
    .select({
      earned: ledger.earned,
      spent: ledger.spent,
      paid: ledger.paid,
      free: ledger.free,
      bonus: ledger.bonus,
      deduction: ledger.deduction,
      total: purchases.total,
      money: purchases.money,
      webPoints: purchases.webPoints,
      paidCount: purchases.paidCount,
      claims: claims.claims,
    })
    .from(ledger)
    .crossJoin(purchases)
    .crossJoin(claims)
    .prepare('balance_summary');
});

export async function balanceSummaryOf(db: Database, userId: number, { from, to }: Window) {
  const [row] = await balanceSummaryStatement(db).execute({ userId, from, to });
  return row;
}

/**
 * One page of rows and the total in one statement (`count(*) over ()`). A page past the end has
 * no row to carry the total, so only then is it counted on its own.
 */
async function withTotal<Row extends { total: number }>(
  rows: Row[],
  countAll: () => Promise<number>,
): Promise<{ rows: Array<Omit<Row, 'total'>>; total: number }> {
  const total = rows[0]?.total ?? (await countAll());
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

export async function paymentsPage(
  db: Database,
  userId: number,
  { from, to }: Window,
  { page, pageSize }: PageRequest,
) {
  const where = and(eq(orders.userId, userId), gte(orders.createdAt, from), lt(orders.createdAt, to));
  const rows = await db
    .select({ order: orders, total: sql<number>`(count(*) over ())::int` })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const result = await withTotal(
    rows,
    async () => (await db.select({ n: count() }).from(orders).where(where))[0]?.n ?? 0,
  );
  return { rows: result.rows.map((row) => row.order), total: result.total };
}

export async function ledgerPage(
  db: Database,
  userId: number,
  { from, to }: Window,
  { page, pageSize }: PageRequest,
  spendOnly: boolean,
) {
  const where = and(
    eq(webPointLedger.userId, userId),
    gte(webPointLedger.createdAt, from),
    lt(webPointLedger.createdAt, to),
    spendOnly ? eq(webPointLedger.type, 'spend') : undefined,
  );
  const rows = await db
    .select({ entry: webPointLedger, total: sql<number>`(count(*) over ())::int` })
    .from(webPointLedger)
    .where(where)
    .orderBy(desc(webPointLedger.createdAt), desc(webPointLedger.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const result = await withTotal(
    rows,
    async () => (await db.select({ n: count() }).from(webPointLedger).where(where))[0]?.n ?? 0,
  );
  return { rows: result.rows.map((row) => row.entry), total: result.total };
}
