import { asc, eq } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import { supportAttachments, supportMessages, supportTickets } from '../../db/schema/support.ts';
import { isStaff, type SupportDeps, type UserRow } from './support-deps.ts';
import { attachmentBytesOf } from './attachment-quota.ts';
import { visibleTicket } from './ticket-access.ts';
import { toDetail } from './ticket-views.ts';
import { playerSummaryOf } from './player-summary.ts';

/** A ticket with its messages and files; the owner reading it marks the replies read. */
export async function ticketDetail(deps: SupportDeps, user: UserRow, ticketId: number) {
  const { db, clock } = deps;
  const ticket = await visibleTicket(deps, user, ticketId);
  if (ticket.userId === user.id && ticket.playerUnread > 0) {
    await db.update(supportTickets).set({ playerUnread: 0 }).where(eq(supportTickets.id, ticket.id));
    ticket.playerUnread = 0;
  }
  const messages = await db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.ticketId, ticket.id))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
  const attachments = await db
    .select()
    .from(supportAttachments)
    .where(eq(supportAttachments.ticketId, ticket.id))
    .orderBy(asc(supportAttachments.id));
  const [owner] = await db
    .select({ id: users.id, nickname: users.nickname, email: users.email })
    .from(users)
    .where(eq(users.id, ticket.userId));
  const detail = toDetail(ticket, messages, attachments, owner?.nickname ?? 'Player');
  // Staff see whose ticket it is (a direct link to a ticket works without the queue), the
  // player's standing and last orders beside it (issue 35), and how much of their attachment
  // storage the player uses (issue 31).
  if (!isStaff(user) || !owner) return detail;
  const attachmentBytes = await attachmentBytesOf(db, owner.id);
  const quota = deps.attachmentQuotaBytes;
  return {
    ...detail,
    player: { ...owner, attachmentBytes, ...(Number.isFinite(quota) ? { attachmentQuotaBytes: quota } : {}) },
    playerSummary: await playerSummaryOf(db, owner.id, clock()),
  };
}
