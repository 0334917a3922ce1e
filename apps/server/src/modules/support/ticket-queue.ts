import { and, asc, count, eq } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import { supportTickets } from '../../db/schema/support.ts';
import type { SupportDeps } from './support-deps.ts';
import { statusCounts } from './ticket-access.ts';
import { toSummary } from './ticket-views.ts';

export interface QueueQuery {
  status: string;
  category?: string | undefined;
  priority?: string | undefined;
  page: number;
  pageSize: number;
}

/** The staff queue: filtered, oldest waiting first. */
export async function ticketQueue(deps: SupportDeps, query: QueueQuery) {
  const { db } = deps;
  const filters = [
    query.status === 'all' ? undefined : eq(supportTickets.status, query.status),
    query.category ? eq(supportTickets.category, query.category) : undefined,
    query.priority ? eq(supportTickets.priority, query.priority) : undefined,
  ];
  const where = and(...filters);
  const [total] = await db.select({ n: count() }).from(supportTickets).where(where);
  const rows = await db
    .select({
      ticket: supportTickets,
      player: { id: users.id, nickname: users.nickname, email: users.email },
    })
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.userId))
    .where(where)
    .orderBy(asc(supportTickets.waitingSince), asc(supportTickets.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    data: rows.map((row) => toSummary(row.ticket, row.player)),
    counts: await statusCounts(deps, undefined),
    total: total?.n ?? 0,
  };
}
