import {
  TICKET_AGE_BUCKETS,
  TICKET_AGE_STARTS_DAYS,
  type TicketAgeBucket,
} from '@pitchside/contract/admin-sales';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/**
 * Each campaign whose window overlaps [from, to) (issue 35), with the orders delivered while it
 * ran, cut to the period: all of them (what the shop sold during the campaign, the figure live ops
 * compares) and those opened with its bonus. A campaign ended early stops at `ended_at`.
 * Revenue is what was delivered; a later refund shows in the refunds, not here.
 */
export async function campaignResults(db: Database, range: { from: Date; to: Date }) {
  const { from, to } = range;
  const result = await db.execute(
    sql`with windows as (
        select c.id, c.name, c.starts_at,
          least(c.ends_at, coalesce(c.ended_at, c.ends_at)) as stops_at
        from shop_campaigns c
      )
      select w.id, w.name,
        to_json(w.starts_at) #>> '{}' as starts_at,
        to_json(w.stops_at) #>> '{}' as stops_at,
        count(o.id)::int as orders,
        coalesce(sum(o.amount_cents), 0)::int as revenue,
        count(o.id) filter (where o.campaign_id = w.id)::int as bonus_orders
      from windows w
      left join orders o
        on o.fulfilled_at >= greatest(w.starts_at, ${from}::timestamptz)
        and o.fulfilled_at < least(w.stops_at, ${to}::timestamptz)
      where w.starts_at < ${to} and w.stops_at > ${from} and w.stops_at > w.starts_at
      group by w.id, w.name, w.starts_at, w.stops_at
      order by w.starts_at, w.id`,
  );
  return result.rows as Array<{
    id: number;
    name: string;
    starts_at: string;
    stops_at: string;
    orders: number;
    revenue: number;
    bonus_orders: number;
  }>;
}

/**
 * Support tickets not closed at `now`, counted by how long ago they were opened: an age group
 * holds the ages from its start (in days, included) to the next group's start.
 */
export async function openTicketsByAge(db: Database, now: Date): Promise<Record<TicketAgeBucket, number>> {
  const ageDays = sql`extract(epoch from (${now}::timestamptz - t.created_at)) / 86400`;
  const columns = TICKET_AGE_BUCKETS.map((bucket, index) => {
    const start = TICKET_AGE_STARTS_DAYS[bucket];
    const nextBucket = TICKET_AGE_BUCKETS[index + 1];
    const below = nextBucket ? sql` and ${ageDays} < ${TICKET_AGE_STARTS_DAYS[nextBucket]}` : sql``;
    // The first group also takes a ticket stamped a moment after `now` (clock skew between servers).
    const from = index === 0 ? sql`true` : sql`${ageDays} >= ${start}`;
    return sql`count(*) filter (where ${from}${below})::int as ${sql.identifier(bucket)}`;
  });
  const result = await db.execute(
    sql`select ${sql.join(columns, sql`, `)} from support_tickets t where t.status <> 'closed'`,
  );
  const [row] = result.rows as Array<Record<TicketAgeBucket, number>>;
  return Object.fromEntries(TICKET_AGE_BUCKETS.map((bucket) => [bucket, row?.[bucket] ?? 0])) as Record<
    TicketAgeBucket,
    number
  >;
}
