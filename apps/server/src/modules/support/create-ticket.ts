import { supportTickets } from '../../db/schema/support.ts';
import type { StoredFile } from './attachment-store.ts';
import type { SupportDeps, Ticket, UserRow } from './support-deps.ts';
import { storeAttachments } from './attachment-quota.ts';
import { ticketDetail } from './ticket-detail.ts';

export interface NewTicketFields {
  subject: string;
  description: string;
  category: string;
  priority: string;
}

/** A player's new ticket with its files; it waits for support from now. */
export async function createTicket(
  deps: SupportDeps,
  user: UserRow,
  fields: NewTicketFields,
  stored: StoredFile[],
) {
  const { clock } = deps;
  // The files were checked and stored as they arrived (attachment-store.ts); a refusal here
  // removes them again there.
  const ticket = await deps.db.transaction(async (tx) => {
    const [created] = (await tx
      .insert(supportTickets)
      .values({
        userId: user.id,
        ...fields,
        status: 'open',
        lastReplyBy: 'player',
        createdAt: clock(),
        updatedAt: clock(),
        waitingSince: clock(),
      })
      .returning()) as [Ticket];
    await storeAttachments(
      deps,
      tx,
      user,
      stored.map((file) => ({ ticketId: created.id, messageId: null, uploaderId: user.id, ...file })),
    );
    return created;
  });
  return ticketDetail(deps, user, ticket.id);
}
