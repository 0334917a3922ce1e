import { mayUse } from '@pitchside/contract/staff-roles';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { TICKET_STATUSES, type TicketStatus } from '@pitchside/contract/support';
import type { Database, Transaction } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { supportAttachments, supportMessages, supportTickets } from '../../db/schema/support.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { MailOutbox } from '../mail/index.ts';
import { renderMail } from '../mail/index.ts';
import { recordAudit } from '../audit/index.ts';
import { addNotification } from '../notifications/index.ts';
import type { StoredFile } from './attachment-store.ts';
import { ticketCode, toDetail, toSummary } from './ticket-views.ts';
import { playerSummaryOf } from './player-summary.ts';

type UserRow = typeof users.$inferSelect;
type Ticket = typeof supportTickets.$inferSelect;

/** Staff of the tickets area read and answer any ticket (decision 0025). */
const isStaff = (user: UserRow) => mayUse(user.role, 'tickets');
const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
export const quotaExceeded = (quotaBytes: number) =>
  new AppError(
    'STORAGE_QUOTA_EXCEEDED',
    `Your attachments have reached your storage limit (${megabytes(quotaBytes)}). Please send your message without files.`,
    413,
    { quotaBytes },
  );
const closedRefusal = () => new AppError('CONFLICT', 'This ticket is closed and cannot be replied to.', 409);

export function createSupportService(deps: {
  db: Database;
  dataDir: string;
  mail: MailOutbox;
  clock: () => Date;
  productName: string;
  publicUrl: string;
  /** Support attachments one player may keep (ATTACHMENT_QUOTA_MB); staff have no quota. */
  attachmentQuotaBytes?: number;
}) {
  const { db, clock } = deps;
  const quota = deps.attachmentQuotaBytes ?? Number.POSITIVE_INFINITY;
  const folder = path.join(deps.dataDir, 'attachments');

  /** The ticket if this user may see it: its owner, or staff. Anyone else gets the same 404. */
  async function visibleTicket(user: UserRow, ticketId: number): Promise<Ticket> {
    const [ticket] = await db.select().from(supportTickets).where(eq(supportTickets.id, ticketId));
    if (!ticket || (ticket.userId !== user.id && !isStaff(user))) throw notFound('Ticket not found');
    return ticket;
  }

  async function counts(where: SQL | undefined) {
    const rows = await db
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

  async function audit(
    staff: UserRow,
    action: string,
    ticketId: number,
    change: { before?: Record<string, unknown>; after?: Record<string, unknown> } = {},
  ) {
    await recordAudit(db, {
      at: clock(),
      actor: staff,
      action: `ticket.${action}`,
      target: { type: 'ticket', id: ticketId },
      ...change,
    });
  }

  /** Bytes of attachments this person uploaded, on the handle given. */
  async function attachmentBytesOf(handle: Database | Transaction, userId: number): Promise<number> {
    const [row] = await handle
      .select({ bytes: sql<string>`coalesce(sum(${supportAttachments.size}), 0)` })
      .from(supportAttachments)
      .where(eq(supportAttachments.uploaderId, userId));
    return Number(row?.bytes ?? 0);
  }

  /**
   * Records a message's files under the uploader's quota: one player's messages are counted one at
   * a time (an advisory lock), so concurrent uploads cannot together pass the quota.
   */
  async function storeAttachments(
    tx: Transaction,
    user: UserRow,
    rows: Array<typeof supportAttachments.$inferInsert>,
  ) {
    if (!rows.length) return;
    if (!isStaff(user)) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('attachment-quota'), ${user.id}::int)`);
      const used = await attachmentBytesOf(tx, user.id);
      const adding = rows.reduce((sum, row) => sum + row.size, 0);
      if (used + adding > quota) throw quotaExceeded(quota);
    }
    await tx.insert(supportAttachments).values(rows);
  }

  return {
    /**
     * Bytes a person may still upload: their quota less what their messages hold; staff have none.
     * Receiving stops at this many (attachment-store.ts); the insert checks again under a lock.
     */
    async attachmentSpaceLeft(user: UserRow): Promise<number> {
      if (isStaff(user)) return Number.POSITIVE_INFINITY;
      return Math.max(0, quota - (await attachmentBytesOf(db, user.id)));
    },

    /** The per-player quota in bytes (infinite when unset). */
    attachmentQuotaBytes: quota,

    /** Where received attachments are stored (attachment-store.ts writes them as they stream in). */
    attachmentsDir: folder,

    async list(user: UserRow, query: { status: string; page: number; pageSize: number }) {
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
      return { data: rows.map((row) => toSummary(row)), counts: await counts(mine), total: total?.n ?? 0 };
    },

    async create(
      user: UserRow,
      fields: { subject: string; description: string; category: string; priority: string },
      stored: StoredFile[],
    ) {
      // The files were checked and stored as they arrived (attachment-store.ts); a refusal here
      // removes them again there.
      const ticket = await db.transaction(async (tx) => {
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
          tx,
          user,
          stored.map((file) => ({ ticketId: created.id, messageId: null, uploaderId: user.id, ...file })),
        );
        return created;
      });
      return this.detail(user, ticket.id);
    },

    async detail(user: UserRow, ticketId: number) {
      const ticket = await visibleTicket(user, ticketId);
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
      return {
        ...detail,
        player: {
          ...owner,
          attachmentBytes,
          ...(Number.isFinite(quota) ? { attachmentQuotaBytes: quota } : {}),
        },
        playerSummary: await playerSummaryOf(db, owner.id, clock()),
      };
    },

    /**
     * A reply moves the ticket: a player's to waitingSupport, staff's to waitingPlayer (and the
     * player hears of it in the portal and by e-mail). A closed ticket takes no replies.
     */
    async reply(user: UserRow, ticketId: number, message: string, stored: StoredFile[], asStaff: boolean) {
      const ticket = await visibleTicket(user, ticketId);
      if (asStaff && !isStaff(user))
        throw new AppError('FORBIDDEN', 'You do not have permission for this action.');
      if (!asStaff && ticket.userId !== user.id) throw notFound('Ticket not found');
      if (ticket.status === 'closed') throw closedRefusal();
      const now = clock();
      await db.transaction(async (tx) => {
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
      if (asStaff) {
        const [player] = await db.select().from(users).where(eq(users.id, ticket.userId));
        if (player) {
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
      }
      return this.detail(user, ticket.id);
    },

    async close(user: UserRow, ticketId: number, asStaff: boolean) {
      const ticket = await visibleTicket(user, ticketId);
      if (!asStaff && ticket.userId !== user.id) throw notFound('Ticket not found');
      if (ticket.status !== 'closed') {
        await db
          .update(supportTickets)
          .set({ status: 'closed', closedAt: clock(), updatedAt: clock() })
          .where(eq(supportTickets.id, ticket.id));
        if (asStaff) await audit(user, 'close', ticket.id);
      }
      return this.detail(user, ticket.id);
    },

    async setPriority(staff: UserRow, ticketId: number, priority: string) {
      const ticket = await visibleTicket(staff, ticketId);
      await db
        .update(supportTickets)
        .set({ priority, updatedAt: clock() })
        .where(eq(supportTickets.id, ticket.id));
      await audit(staff, 'priority', ticket.id, {
        before: { priority: ticket.priority },
        after: { priority },
      });
      return this.detail(staff, ticket.id);
    },

    /** The staff queue: filtered, oldest waiting first. */
    async queue(query: {
      status: string;
      category?: string | undefined;
      priority?: string | undefined;
      page: number;
      pageSize: number;
    }) {
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
        counts: await counts(undefined),
        total: total?.n ?? 0,
      };
    },

    /** Opens an attachment for its ticket's owner or staff only; the path is ours, never the client's. */
    async attachment(user: UserRow, attachmentId: number) {
      const [row] = await db.select().from(supportAttachments).where(eq(supportAttachments.id, attachmentId));
      if (!row) throw notFound('Attachment not found');
      await visibleTicket(user, row.ticketId);
      const content = await fs.readFile(path.join(folder, path.basename(row.storedName))).catch(() => null);
      if (!content) throw notFound('Attachment not found');
      return { row, content };
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
