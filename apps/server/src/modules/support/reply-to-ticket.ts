import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import { supportMessages, supportTickets } from '../../db/schema/support.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { renderMail } from '../mail/index.ts';
import { addNotification } from '../notifications/index.ts';
import type { StoredFile } from './attachment-store.ts';
import { isStaff, type SupportDeps, type Ticket, type UserRow } from './support-deps.ts';
import { storeAttachments } from './attachment-quota.ts';
import { closedRefusal, visibleTicket } from './ticket-access.ts';
import { ticketDetail } from './ticket-detail.ts';
import { ticketCode } from './ticket-views.ts';

/**
 * A reply moves the ticket: a player's to waitingSupport, staff's to waitingPlayer (and the
 * player hears of it in the portal and by e-mail). A closed ticket takes no replies.
 */
export async function replyToTicket(
  deps: SupportDeps,
  user: UserRow,
  ticketId: number,
  message: string,
  stored: StoredFile[],
  asStaff: boolean,
) {
  const ticket = await visibleTicket(deps, user, ticketId);
  if (asStaff && !isStaff(user))
    throw new AppError('FORBIDDEN', 'You do not have permission for this action.');
  if (!asStaff && ticket.userId !== user.id) throw notFound('Ticket not found');
  if (ticket.status === 'closed') throw closedRefusal();
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    // Re-read under lock: a close that raced this reply wins.
    const [locked] = await tx
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.id, ticket.id))
      .for('update');
    if (!locked || locked.status === 'closed') throw closedRefusal();
    const [row] = await tx
      .insert(supportMessages)
      .values({
        ticketId: ticket.id,
        authorUserId: user.id,
        authorRole: asStaff ? 'support' : 'player',
        body: message,
        createdAt: now,
      })
      .returning({ id: supportMessages.id });
    await tx
      .update(supportTickets)
      .set(
        asStaff
          ? {
              status: 'waitingPlayer',
              lastReplyBy: 'support',
              updatedAt: now,
              playerUnread: sql`${supportTickets.playerUnread} + 1`,
            }
          : { status: 'waitingSupport', lastReplyBy: 'player', updatedAt: now, waitingSince: now },
      )
      .where(eq(supportTickets.id, ticket.id));
    await storeAttachments(
      deps,
      tx,
      user,
      stored.map((file) => ({
        ticketId: ticket.id,
        messageId: row?.id ?? null,
        uploaderId: user.id,
        ...file,
      })),
    );
    if (asStaff) {
      await addNotification(tx, {
        userId: ticket.userId,
        type: 'support',
        key: 'supportReply',
        params: { ticket: ticketCode(ticket.id), subject: ticket.subject },
        link: `/support?ticket=${ticket.id}`,
        now,
      });
      await recordAudit(tx, {
        at: now,
        actor: user,
        action: 'ticket.reply',
        target: { type: 'ticket', id: ticket.id },
        after: { messageId: row?.id },
      });
    }
    return row?.id as number;
  });
  if (asStaff) await mailReply(deps, ticket);
  return ticketDetail(deps, user, ticket.id);
}

/** The player hears of a staff reply by e-mail too, in their language. */
async function mailReply(deps: SupportDeps, ticket: Ticket) {
  const [player] = await deps.db.select().from(users).where(eq(users.id, ticket.userId));
  if (!player) return;
  await deps.mail.send(
    renderMail('supportReply', {
      to: player.email,
      language: player.language,
      product: deps.productName,
      vars: { name: player.name, ticket: ticketCode(ticket.id), subject: ticket.subject },
      link: `${deps.publicUrl.replace(/\/$/, '')}/support?ticket=${ticket.id}`,
    }),
  );
}
