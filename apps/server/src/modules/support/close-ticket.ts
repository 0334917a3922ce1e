import { eq } from 'drizzle-orm';
import { supportTickets } from '../../db/schema/support.ts';
import { notFound } from '../../lib/app-error.ts';
import type { SupportDeps, UserRow } from './support-deps.ts';
import { auditTicket, visibleTicket } from './ticket-access.ts';
import { ticketDetail } from './ticket-detail.ts';

/** Closes a ticket (its owner, or staff on the staff route); closing twice changes nothing. */
export async function closeTicket(deps: SupportDeps, user: UserRow, ticketId: number, asStaff: boolean) {
  const { db, clock } = deps;
  const ticket = await visibleTicket(deps, user, ticketId);
  if (!asStaff && ticket.userId !== user.id) throw notFound('Ticket not found');
  if (ticket.status !== 'closed') {
    await db
      .update(supportTickets)
      .set({ status: 'closed', closedAt: clock(), updatedAt: clock() })
      .where(eq(supportTickets.id, ticket.id));
    if (asStaff) await auditTicket(deps, user, 'close', ticket.id);
  }
  return ticketDetail(deps, user, ticket.id);
}
