import { and, count, desc, eq } from 'drizzle-orm';
import { supportTickets } from '../../db/schema/support.ts';
import type { SupportDeps, UserRow } from './support-deps.ts';
import { statusCounts } from './ticket-access.ts';
import { toSummary } from './ticket-views.ts';

/** A player's own tickets, newest activity first, with the count per status. */
export async function listTickets(
  deps: SupportDeps,
  user: UserRow,
  query: { status: string; page: number; pageSize: number },
) {
  const { db } = deps;
  const mine = eq(supportTickets.userId, user.id);
  const where = query.status === 'all' ? mine : and(mine, eq(supportTickets.status, query.status));
  const [total] = await db.select({ n: count() }).from(supportTickets).where(where);
  const rows = await db
    .select()
    .from(supportTickets)
    .where(where)
    .orderBy(desc(supportTickets.updatedAt), desc(supportTickets.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    data: rows.map((row) => toSummary(row)),
    counts: await statusCounts(deps, mine),
    total: total?.n ?? 0,
  };
}
