import { and, asc, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { orders } from '../../db/schema/orders.ts';

/** How many products the dashboard ranks. */
export const TOP_PRODUCTS = 5;

const rowsOf = async <T>(db: Database, query: ReturnType<typeof sql>) =>
  (await db.execute(query)).rows as T[];

/**
 * The sales dashboard's figures for [from, to), read from the orders and the other tables of
 * record, so they always agree with the player pages and the ledger. Delivered orders count by
 * delivery time, refunds by refund time, chargebacks by the time the provider reported them; days
 * are cut in the game's time zone. Each aggregate reads an index on its time column (migrations
 * 0019 and 0039).
 */
export async function salesFigures(db: Database, range: { from: Date; to: Date; timeZone: string }) {
  const { from, to, timeZone } = range;
  const delivered = sql`o.fulfilled_at >= ${from} and o.fulfilled_at < ${to}`;
  const refunded = sql`o.refunded_at >= ${from} and o.refunded_at < ${to}`;
  const chargedBack = sql`o.charged_back_at >= ${from} and o.charged_back_at < ${to}`;

  const [money] = await rowsOf<{
    gross: number;
    orders: number;
    payers: number;
    refunds_cents: number;
    refunds: number;
    chargebacks_cents: number;
    chargebacks: number;
  }>(
    db,
    sql`select
      coalesce(sum(o.amount_cents) filter (where ${delivered}), 0)::int as gross,
      count(*) filter (where ${delivered})::int as orders,
      count(distinct o.user_id) filter (where ${delivered} and o.amount_cents > 0)::int as payers,
      coalesce(sum(o.amount_cents) filter (where ${refunded}), 0)::int as refunds_cents,
      count(*) filter (where ${refunded})::int as refunds,
      coalesce(sum(o.amount_cents) filter (where ${chargedBack}), 0)::int as chargebacks_cents,
      count(*) filter (where ${chargedBack})::int as chargebacks
    from orders o
    where (${delivered}) or (${refunded}) or (${chargedBack})`,
  );

  const daily = await rowsOf<{ day: string; revenue: number; orders: number }>(
    db,
    sql`with days as (
        select generate_series(
          date_trunc('day', ${from}::timestamptz at time zone ${timeZone}),
          date_trunc('day', (${to}::timestamptz - interval '1 millisecond') at time zone ${timeZone}),
          interval '1 day'
        ) as day
      ), moves as (
        select date_trunc('day', o.fulfilled_at at time zone ${timeZone}) as day, o.amount_cents as amount, 1 as orders
        from orders o where ${delivered}
        union all
        select date_trunc('day', o.refunded_at at time zone ${timeZone}), -o.amount_cents, 0
        from orders o where ${refunded}
      )
      select to_char(d.day, 'YYYY-MM-DD') as day,
        coalesce(sum(m.amount), 0)::int as revenue,
        coalesce(sum(m.orders), 0)::int as orders
      from days d left join moves m on m.day = d.day
      group by d.day order by d.day`,
  );

  const [counts] = await rowsOf<{
    active: number;
    sign_ups: number;
    spins: number;
    claims: number;
    open_tickets: number;
    median_reply: number | null;
  }>(
    db,
    sql`select
      (select count(distinct s.user_id) from sessions s
        where s.last_seen_at >= ${from} and s.created_at < ${to})::int as active,
      (select count(*) from users u where u.role = 'player' and u.created_at >= ${from} and u.created_at < ${to})::int as sign_ups,
      (select count(*) from spins s where s.created_at >= ${from} and s.created_at < ${to})::int as spins,
      (select count(*) from daily_claims c where c.created_at >= ${from} and c.created_at < ${to})::int as claims,
      (select count(*) from support_tickets t where t.status <> 'closed')::int as open_tickets,
      (select percentile_cont(0.5) within group (order by extract(epoch from r.first_reply - t.created_at))
        from support_tickets t
        join lateral (
          select min(m.created_at) as first_reply from support_messages m
          where m.ticket_id = t.id and m.author_role <> 'player'
        ) r on r.first_reply is not null
        where t.created_at >= ${from} and t.created_at < ${to})::float8 as median_reply`,
  );

  // VIP standing at the end of the period: web points bought in its last 30 days (vip-standing.ts).
  const vip = await rowsOf<{ tier: number; name: string; players: number }>(
    db,
    sql`with bought as (
        select o.user_id, sum(o.web_points) as wp from orders o
        where o.status = 'fulfilled' and o.amount_cents >= 1
          and o.fulfilled_at >= ${to}::timestamptz - interval '30 days' and o.fulfilled_at < ${to}
        group by o.user_id
      )
      select t.tier, t.name, count(b.user_id)::int as players
      from vip_tiers t
      left join bought b on b.wp >= t.min_web_points and (t.max_web_points is null or b.wp <= t.max_web_points)
      group by t.tier, t.name order by t.tier`,
  );
  const [population] = await rowsOf<{ players: number }>(
    db,
    sql`select count(*)::int as players from users where role = 'player' and created_at < ${to}`,
  );

  const top = await rowsOf<{ name: string; orders: number; revenue: number }>(
    db,
    sql`select o.product_name as name, count(*)::int as orders, sum(o.amount_cents)::int as revenue
      from orders o where ${delivered}
      group by o.product_name order by revenue desc, orders desc, name limit ${TOP_PRODUCTS}`,
  );

  return { money, daily, counts, vip, players: population?.players ?? 0, top };
}

/** Orders created, delivered or refunded in [from, to), with the buyer's e-mail: the CSV export. */
export function ordersInPeriod(db: Database, from: Date, to: Date) {
  const inPeriod = (column: AnyPgColumn) => and(gte(column, from), lt(column, to));
  return db
    .select({ order: orders, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(or(inPeriod(orders.createdAt), inPeriod(orders.fulfilledAt), inPeriod(orders.refundedAt)))
    .orderBy(asc(orders.id));
}
