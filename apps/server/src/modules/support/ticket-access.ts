import { count, eq, type SQL } from 'drizzle-orm';
import { TICKET_STATUSES, type TicketStatus } from '@pitchside/contract/support';
import { supportTickets } from '../../db/schema/support.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { isStaff, type SupportDeps, type Ticket, type UserRow } from './support-deps.ts';

export const closedRefusal = () =>
  new AppError('CONFLICT', 'This ticket is closed and cannot be replied to.', 409);

/** The ticket if this user may see it: its owner, or staff. Anyone else gets the same 404. */
export async function visibleTicket(deps: SupportDeps, user: UserRow, ticketId: number): Promise<Ticket> {
  const [ticket] = await deps.db.select().from(supportTickets).where(eq(supportTickets.id, ticketId));
  if (!ticket || (ticket.userId !== user.id && !isStaff(user))) throw notFound('Ticket not found');
  return ticket;
}

/** Tickets per status (and all) among those `where` selects. */
export async function statusCounts(deps: SupportDeps, where: SQL | undefined) {
  const rows = await deps.db
    .select({ status: supportTickets.status, n: count() })
    .from(supportTickets)
    .where(where)
    .groupBy(supportTickets.status);
  const result = { all: 0, open: 0, waitingSupport: 0, waitingPlayer: 0, closed: 0 };
  for (const row of rows) {
    if ((TICKET_STATUSES as readonly string[]).includes(row.status))
      result[row.status as TicketStatus] = row.n;
    result.all += row.n;
  }
  return result;
}

/** A staff action on a ticket, in the audit log. */
export async function auditTicket(
  deps: SupportDeps,
  staff: UserRow,
  action: string,
  ticketId: number,
  change: { before?: Record<string, unknown>; after?: Record<string, unknown> } = {},
) {
  await recordAudit(deps.db, {
    at: deps.clock(),
    actor: staff,
    action: `ticket.${action}`,
    target: { type: 'ticket', id: ticketId },
    ...change,
  });
}
