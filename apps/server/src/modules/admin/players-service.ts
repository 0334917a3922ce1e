import type { GrantBody } from '@pitchside/contract/admin-players';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { revokeAllSessions, sessionsOf, setBlockedAt } from '../account/index.ts';
import { recordAudit, searchAudit, staffActionsOn } from '../audit/index.ts';
import { ticketOwner } from '../support/index.ts';
import {
  grantReferenceIsFor,
  grantsOfPlayer,
  ledgerRowsOf,
  vipStanding,
  type ValueCore,
} from '../wallet/index.ts';
import {
  findPlayer,
  orderBuyer,
  playerActivity,
  playerRecords,
  searchPlayers,
  type UserRow,
} from './player-repository.ts';

/** Rows of each kind on the player page; the export has them all. */
export const DETAIL_ROWS = 50;

/** Who is acting, as the audit log records them. */
export interface Actor {
  id: number;
  email: string;
  ip?: string;
}

const noSuchPlayer = () => notFound('Player not found');

/**
 * The player reads a compensation's reason in their balance history and notifications: staff's
 * e-mail addresses never stand there (issue 31); the audit record keeps the reason as written.
 */
const withoutEmailAddresses = (reason: string) =>
  reason.replace(/[^\s@<>()]+@[^\s@<>()]+\.[^\s@<>()]+/g, '[e-mail]');

/**
 * The back office's work on one player: look up (support and admin), and block, end sessions,
 * compensate and export (admin). Every change writes its audit record in its own transaction.
 */
export function createPlayersService(deps: { db: Database; core: ValueCore; clock: () => Date }) {
  const { db, core, clock } = deps;

  async function existing(id: number): Promise<UserRow> {
    const player = await findPlayer(db, id);
    if (!player) throw noSuchPlayer();
    return player;
  }

  async function setBlocked(actor: Actor, id: number, blocked: boolean, reason: string) {
    if (blocked && actor.id === id) throw new AppError('CONFLICT', 'You cannot block your own account', 409);
    return db.transaction(async (tx) => {
      const now = clock();
      const before = await setBlockedAt(tx, id, blocked ? now : null, now);
      if (!before) throw noSuchPlayer();
      // Already so: nothing changes and nothing is recorded (a double click is one action).
      if (Boolean(before.blockedAt) === blocked) return { changed: false };
      // A block ends every session at once; the authentication plugin refuses the account too.
      if (blocked) await revokeAllSessions(tx, id, now);
      await recordAudit(tx, {
        at: now,
        actor,
        action: blocked ? 'player.block' : 'player.unblock',
        target: { type: 'user', id },
        before: { blocked: Boolean(before.blockedAt) },
        after: { blocked },
        reason,
        ip: actor.ip,
      });
      return { changed: true };
    });
  }

  /**
   * A refund or a compensation may name the ticket it answers (issue 35): the ticket must exist
   * and be the same player's, so the link holds both ways.
   */
  const checkTicket = async (ticketId: number | undefined, playerId: number | null): Promise<void> => {
    if (ticketId === undefined) return;
    const owner = await ticketOwner(db, ticketId);
    if (owner === null) throw notFound('Ticket not found');
    if (playerId !== null && owner !== playerId)
      throw new AppError('VALIDATION_FAILED', 'This ticket belongs to another player');
  };

  return {
    search: (q: string) => searchPlayers(db, q),

    async detail(id: number) {
      const player = await existing(id);
      const now = clock();
      const [vip, ledger, grants, activity, sessions, logins, dataRights] = await Promise.all([
        vipStanding(db, id, player.webPoints, now),
        ledgerRowsOf(db, id, DETAIL_ROWS),
        player.gamePlayerId === null ? [] : grantsOfPlayer(db, player.gamePlayerId, DETAIL_ROWS),
        playerActivity(db, id, DETAIL_ROWS),
        sessionsOf(db, id, DETAIL_ROWS),
        searchAudit(db, { targetType: 'user', targetId: String(id), action: 'auth', limit: DETAIL_ROWS }),
        // Data rights (issue 16): exports, deletion scheduled or cancelled, erasure.
        searchAudit(db, { targetType: 'user', targetId: String(id), action: 'account', limit: DETAIL_ROWS }),
      ]);
      const staffActions = await staffActionsOn(db, id, DETAIL_ROWS);
      return { player, vip, ledger, grants, ...activity, sessions, logins, dataRights, staffActions, now };
    },

    block: (actor: Actor, id: number, reason: string) => setBlocked(actor, id, true, reason),
    unblock: (actor: Actor, id: number, reason: string) => setBlocked(actor, id, false, reason),

    async endSessions(actor: Actor, id: number, reason: string) {
      await existing(id);
      await db.transaction(async (tx) => {
        const now = clock();
        await revokeAllSessions(tx, id, now);
        await recordAudit(tx, {
          at: now,
          actor,
          action: 'player.end_sessions',
          target: { type: 'user', id },
          reason,
          ip: actor.ip,
        });
      });
    },

    /**
     * Compensation: web points as a `bonus` ledger row and tickets as a game grant, through the
     * value core, keyed by the form's requestId so a repeated submit grants once.
     */
    checkTicket,
    orderBuyer: (orderId: number) => orderBuyer(db, orderId),

    async grant(actor: Actor, id: number, body: GrantBody) {
      // Four eyes on money: nobody compensates themselves (issue 31).
      if (actor.id === id) {
        throw new AppError(
          'OWN_ACCOUNT_GRANT',
          'You cannot grant compensation to your own account. Another admin must do it.',
          403,
        );
      }
      const player = await existing(id);
      await checkTicket(body.ticketId, id);
      if (body.tickets > 0 && player.gamePlayerId === null)
        throw new AppError('CONFLICT', 'This player has no game account to receive tickets', 409);
      const reference = `grant:${body.requestId}`;
      const { result } = await core.transact(async (scope) => {
        let applied = false;
        let balance = player.webPoints;
        if (body.webPoints > 0) {
          const moved = await scope.moveWebPoints({
            userId: id,
            amount: body.webPoints,
            type: 'compensation',
            reference,
            description: { key: 'compensation', params: { reason: withoutEmailAddresses(body.reason) } },
          });
          applied = moved.applied;
          balance = moved.balanceAfter;
        }
        if (body.tickets > 0 && player.gamePlayerId !== null) {
          const grantId = await scope.owe({
            reference,
            playerId: player.gamePlayerId,
            items: { tickets: body.tickets },
          });
          applied = applied || grantId !== null;
        }
        if (!applied) return { granted: false, balance };
        await scope.notify({
          userId: id,
          type: 'compensation',
          key: 'compensationGranted',
          params: {
            webPoints: body.webPoints,
            tickets: body.tickets,
            reason: withoutEmailAddresses(body.reason),
          },
          link: '/account/balance-history',
        });
        await recordAudit(scope.tx, {
          at: scope.now,
          actor,
          action: 'player.grant',
          target: { type: 'user', id },
          before: { webPoints: player.webPoints },
          after: {
            webPoints: balance,
            grantedWebPoints: body.webPoints,
            grantedTickets: body.tickets,
            ...(body.ticketId ? { ticketId: body.ticketId } : {}),
          },
          reason: body.reason,
          ip: actor.ip,
        });
        return { granted: true, balance };
      });
      // A request id already spent on another player answers 409, never that player's balance.
      if (!result.granted && !(await grantReferenceIsFor(db, reference, player))) {
        throw new AppError('CONFLICT', 'This grant request was already used for another player.', 409);
      }
      return { ...result, webPoints: body.webPoints, tickets: body.tickets };
    },

    /** A data-protection copy of everything held about the player; the export itself is recorded. */
    async exportData(actor: Actor, id: number) {
      const player = await existing(id);
      const [records, ledger, sessions] = await Promise.all([
        playerRecords(db, id),
        ledgerRowsOf(db, id, Number.MAX_SAFE_INTEGER),
        sessionsOf(db, id, Number.MAX_SAFE_INTEGER),
      ]);
      const { passwordHash: _secret, ...account } = player;
      await recordAudit(db, {
        at: clock(),
        actor,
        action: 'player.export',
        target: { type: 'user', id },
        ip: actor.ip,
      });
      return {
        exportedAt: clock().toISOString(),
        account,
        ledger,
        orders: records.orders,
        spins: records.spins,
        tickets: records.tickets,
        notifications: records.notifications,
        // Token hashes are credentials, not the player's data.
        sessions: sessions.map(({ tokenHash: _hash, ...session }) => session),
      };
    },
  };
}

export type PlayersService = ReturnType<typeof createPlayersService>;
