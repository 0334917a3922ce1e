import type { PlayerDetail, PlayerSummary } from '@pitchside/contract/admin-players';
import type { AuditRow } from '../audit/index.ts';
import { toLedgerEntry, toSpinEntry } from '../wallet/index.ts';
import type { PlayersService } from './players-service.ts';
import type { UserRow } from './player-repository.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toPlayerSummary(user: UserRow, matchedOrderId: number | null = null): PlayerSummary {
  return {
    id: user.id,
    email: user.email,
    nickname: user.nickname,
    referralId: user.referralId,
    role: user.role,
    webPoints: user.webPoints,
    emailConfirmed: user.emailConfirmedAt !== null,
    blocked: user.blockedAt !== null,
    createdAt: user.createdAt.toISOString(),
    matchedOrderId,
  };
}

export function toAuditEntry(row: AuditRow) {
  return { ...row, at: row.at.toISOString() };
}

type Detail = Awaited<ReturnType<PlayersService['detail']>>;

export function toPlayerDetail(detail: Detail): PlayerDetail {
  const { player, now } = detail;
  const { matchedOrderId: _none, ...summary } = toPlayerSummary(player);
  return {
    account: {
      ...summary,
      name: player.name,
      surname: player.surname,
      teamName: player.teamName,
      language: player.language,
      gamePlayerId: player.gamePlayerId,
      blockedAt: iso(player.blockedAt),
      deletionDueAt: iso(player.deletionDueAt),
      erasedAt: iso(player.erasedAt),
    },
    vip: detail.vip,
    ledger: detail.ledger.map(toLedgerEntry),
    orders: detail.orders.map((row) => ({
      id: row.id,
      productName: row.productName,
      kind: row.kind,
      status: row.status,
      amountCents: row.amountCents,
      currency: row.currency,
      webPoints: row.webPoints,
      totalTickets: row.totalTickets,
      recipientNickname: row.recipientNickname,
      provider: row.provider,
      createdAt: row.createdAt.toISOString(),
      fulfilledAt: iso(row.fulfilledAt),
      refundedAt: iso(row.refundedAt),
      refundShortfall: row.refundShortfall,
    })),
    grants: detail.grants.map((row) => ({
      id: row.id,
      reference: row.reference,
      items: row.items as Record<string, number | string>,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      appliedAt: iso(row.appliedAt),
    })),
    spins: detail.spins.map(toSpinEntry),
    tickets: detail.tickets.map((row) => ({
      id: row.id,
      subject: row.subject,
      status: row.status,
      priority: row.priority,
      createdAt: row.createdAt.toISOString(),
    })),
    sessions: detail.sessions.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      revokedAt: iso(row.revokedAt),
      userAgent: row.userAgent,
      active: row.revokedAt === null && row.expiresAt > now,
    })),
    logins: detail.logins.map(toAuditEntry),
    dataRights: detail.dataRights.map(toAuditEntry),
    staffActions: detail.staffActions.map(toAuditEntry),
  };
}
