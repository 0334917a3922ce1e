import type { supportAttachments, supportMessages, supportTickets } from '../../db/schema/support.ts';

type Ticket = typeof supportTickets.$inferSelect;
type Attachment = typeof supportAttachments.$inferSelect;
type Message = typeof supportMessages.$inferSelect;

export const SUPPORT_TEAM = 'Support Team';
export const ticketCode = (id: number) => `PS-${String(id).padStart(6, '0')}`;

export const toAttachment = (row: Attachment) => ({
  id: row.id,
  name: row.originalName,
  type: row.contentType,
  size: row.size,
  url: `/api/support/attachments/${row.id}`,
});

export function toSummary(ticket: Ticket, player?: { id: number; nickname: string; email: string }) {
  return {
    id: ticket.id,
    ticketId: ticketCode(ticket.id),
    subject: ticket.subject,
    category: ticket.category as never,
    priority: ticket.priority as never,
    status: ticket.status as never,
    createdAt: ticket.createdAt.toISOString(),
    updatedAt: ticket.updatedAt.toISOString(),
    lastReplyBy: (ticket.lastReplyBy as 'player' | 'support' | null) ?? null,
    newReplies: ticket.playerUnread,
    ...(player ? { player } : {}),
  };
}

export function toDetail(
  ticket: Ticket,
  messages: Message[],
  attachments: Attachment[],
  playerNickname: string,
) {
  return {
    ...toSummary(ticket),
    description: ticket.description,
    attachments: attachments.filter((a) => a.messageId === null).map(toAttachment),
    replies: messages.map((message) => ({
      id: message.id,
      author: message.authorRole as 'player' | 'support',
      authorName: message.authorRole === 'support' ? SUPPORT_TEAM : playerNickname,
      message: message.body,
      createdAt: message.createdAt.toISOString(),
      attachments: attachments.filter((a) => a.messageId === message.id).map(toAttachment),
    })),
  };
}
