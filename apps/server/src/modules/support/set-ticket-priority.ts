import { eq } from 'drizzle-orm';
import { supportTickets } from '../../db/schema/support.ts';
import type { SupportDeps, UserRow } from './support-deps.ts';
import { auditTicket, visibleTicket } from './ticket-access.ts';
import { ticketDetail } from './ticket-detail.ts';

/** Staff set a ticket's priority; the change goes to the audit log. */
export async function setTicketPriority(
  deps: SupportDeps,
  staff: UserRow,
  ticketId: number,
  priority: string,
) {
  const ticket = await visibleTicket(deps, staff, ticketId);
  await deps.db
    .update(supportTickets)
    .set({ priority, updatedAt: deps.clock() })
    .where(eq(supportTickets.id, ticket.id));
  await auditTicket(deps, staff, 'priority', ticket.id, {
    before: { priority: ticket.priority },
    after: { priority },
  });
  return ticketDetail(deps, staff, ticket.id);
}
