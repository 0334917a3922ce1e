import { asc, eq, inArray } from 'drizzle-orm';
import type { AccountExport } from '@pitchside/contract/data-rights';
import type { Database } from '../../db/client.ts';
import { notifications, sessions, type users } from '../../db/schema/accounts.ts';
import { spins } from '../../db/schema/spin.ts';
import { supportAttachments, supportMessages, supportTickets } from '../../db/schema/support.ts';
import { orders } from '../../db/schema/orders.ts';
import { recordAudit, searchAudit } from '../audit/index.ts';
import { ledgerRowsOf, toLedgerEntry, toSpinEntry } from '../wallet/index.ts';

type UserRow = typeof users.$inferSelect;

/** The player's own security events in the export; older ones stay in the audit log. */
const SECURITY_EVENTS = 1000;

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** `pitchside-data-<referralId>-<yyyy-mm-dd>.json`, safe in a header whatever the ID holds. */
export function exportFileName(user: Pick<UserRow, 'referralId'>, now: Date) {
  const id = user.referralId.replace(/[^A-Za-z0-9_-]/g, '') || 'account';
  return `pitchside-data-${id}-${now.toISOString().slice(0, 10)}.json`;
}

/**
 * "Download my data" (issue 16): everything held about the player, section by section. Secrets
 * (password, token and code hashes) and internal names (stored files) are never read into it;
 * the contract's schema, declared field by field, would drop them anyway. The export is audited.
 */
export async function exportAccountData(
  db: Database,
  user: UserRow,
  now: Date,
  ip?: string,
): Promise<AccountExport> {
  const [sessionRows, orderRows, ledgerRows, spinRows, ticketRows, notificationRows, audit] =
    await Promise.all([
      db.select().from(sessions).where(eq(sessions.userId, user.id)).orderBy(asc(sessions.id)),
      db.select().from(orders).where(eq(orders.userId, user.id)).orderBy(asc(orders.id)),
      ledgerRowsOf(db, user.id, Number.MAX_SAFE_INTEGER),
      db.select().from(spins).where(eq(spins.userId, user.id)).orderBy(asc(spins.id)),
      db
        .select()
        .from(supportTickets)
        .where(eq(supportTickets.userId, user.id))
        .orderBy(asc(supportTickets.id)),
      db.select().from(notifications).where(eq(notifications.userId, user.id)).orderBy(asc(notifications.id)),
      searchAudit(db, { targetType: 'user', targetId: String(user.id), limit: SECURITY_EVENTS }),
    ]);
  const ticketIds = ticketRows.map((ticket) => ticket.id);
  const [messageRows, attachmentRows] = ticketIds.length
    ? await Promise.all([
        db
          .select()
          .from(supportMessages)
          .where(inArray(supportMessages.ticketId, ticketIds))
          .orderBy(asc(supportMessages.id)),
        db
          .select()
          .from(supportAttachments)
          .where(inArray(supportAttachments.ticketId, ticketIds))
          .orderBy(asc(supportAttachments.id)),
      ])
    : [[], []];

  const data: AccountExport = {
    format: 'pitchside.account-export.v1',
    exportedAt: iso(now),
    account: {
      id: user.id,
      email: user.email,
      referralId: user.referralId,
      gamePlayerId: user.gamePlayerId,
      role: user.role,
      emailConfirmedAt: isoOrNull(user.emailConfirmedAt),
      blockedAt: isoOrNull(user.blockedAt),
      deletionDueAt: isoOrNull(user.deletionDueAt),
      webPoints: user.webPoints,
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
    },
    profile: {
      name: user.name,
      surname: user.surname,
      nickname: user.nickname,
      teamName: user.teamName,
      mainLevel: user.mainLevel,
      seasonLevel: user.seasonLevel,
      language: user.language,
      avatarUrl: user.avatarPath ? `/api/account/avatar/${user.id}` : null,
    },
    sessions: sessionRows.map((row) => ({
      id: row.id,
      createdAt: iso(row.createdAt),
      lastSeenAt: iso(row.lastSeenAt),
      expiresAt: iso(row.expiresAt),
      revokedAt: isoOrNull(row.revokedAt),
      remember: row.remember,
      userAgent: row.userAgent,
      ip: row.ip ?? null,
    })),
    orders: orderRows.map((row) => ({
      id: row.id,
      kind: row.kind,
      status: row.status,
      productSlug: row.productSlug,
      productName: row.productName,
      amountCents: row.amountCents,
      currency: row.currency,
      webPoints: row.webPoints,
      baseTickets: row.baseTickets,
      vipBonusTickets: row.vipBonusTickets,
      campaignBonusTickets: row.campaignBonusTickets,
      totalTickets: row.totalTickets,
      energy: row.energy,
      skillPoints: row.skillPoints,
      superGoal: row.superGoal,
      premiumType: row.premiumType,
      recipientNickname: row.recipientNickname,
      provider: row.provider,
      consentAt: isoOrNull(row.consentAt),
      createdAt: iso(row.createdAt),
      fulfilledAt: isoOrNull(row.fulfilledAt),
      refundedAt: isoOrNull(row.refundedAt),
    })),
    // Oldest first, like every other section (the wallet reads newest first).
    ledger: [...ledgerRows].reverse().map(toLedgerEntry),
    spins: spinRows.map(toSpinEntry),
    tickets: ticketRows.map((ticket) => ({
      id: ticket.id,
      subject: ticket.subject,
      description: ticket.description,
      category: ticket.category,
      priority: ticket.priority,
      status: ticket.status,
      createdAt: iso(ticket.createdAt),
      updatedAt: iso(ticket.updatedAt),
      closedAt: isoOrNull(ticket.closedAt),
      messages: messageRows
        .filter((message) => message.ticketId === ticket.id)
        .map((message) => ({
          id: message.id,
          authorRole: message.authorRole,
          body: message.body,
          createdAt: iso(message.createdAt),
        })),
      attachments: attachmentRows
        .filter((file) => file.ticketId === ticket.id)
        .map((file) => ({
          id: file.id,
          messageId: file.messageId,
          name: file.originalName,
          contentType: file.contentType,
          size: file.size,
          createdAt: iso(file.createdAt),
        })),
    })),
    notifications: notificationRows.map((row) => ({
      id: row.id,
      type: row.type,
      title: row.title,
      message: row.message,
      link: row.link,
      createdAt: iso(row.createdAt),
      readAt: isoOrNull(row.readAt),
    })),
    // What the player did themself (sign-ins, changes); staff actions name staff, not the player.
    securityEvents: audit
      .filter((row) => row.actorUserId === user.id)
      .reverse()
      .map((row) => ({ at: iso(row.at), action: row.action, ip: row.ip })),
  };
  await recordAudit(db, {
    at: now,
    actor: user,
    action: 'account.export',
    target: { type: 'user', id: user.id },
    ip,
  });
  return data;
}
