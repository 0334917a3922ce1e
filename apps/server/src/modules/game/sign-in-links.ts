import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  GAME_SIGN_IN_LINK_TTL_SECONDS,
  GAME_SIGN_IN_PATH,
  type GameSignInLink,
} from '@pitchside/contract/game-sign-in';
import type { Database, DatabaseHandle, Transaction } from '../../db/client.ts';
import { gameSignInLinks } from '../../db/schema/game-sign-in.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashToken, randomToken } from '../../lib/security/tokens.ts';
import { recordSignature } from './ingest/replay-guard.ts';
import type { VerifiedSignature } from './signature.ts';

/** Used and expired links are kept this long after they expire, then swept by the next issue. */
const KEEP_AFTER_EXPIRY_MS = 3600_000;

/**
 * A one-time sign-in link for a game player (docs/game-integration.md). The signature is
 * recorded in the same transaction, so a replayed request (which would hand a link to whoever
 * replays it) is refused, while a request that failed can be sent again. Only the token's hash
 * is stored; the link carries the only copy of the token.
 */
export async function issueSignInLink(
  { pool }: DatabaseHandle,
  signature: VerifiedSignature,
  request: { playerId: number; next: string },
  options: { now: Date; publicUrl: string },
): Promise<GameSignInLink> {
  const { now } = options;
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + GAME_SIGN_IN_LINK_TTL_SECONDS * 1000);
  const client = await pool.connect();
  try {
    await client.query('begin');
    await recordSignature(client, signature, now);
    const player = await client.query<{ referral_id: string }>(
      'select referral_id from players where id = $1',
      [request.playerId],
    );
    const referralId = player.rows[0]?.referral_id;
    if (referralId === undefined) {
      throw new AppError(
        'NOT_FOUND',
        'Unknown player: send it through POST /api/game/ingest/players first',
        404,
      );
    }
    await client.query('delete from game_sign_in_links where expires_at < $1', [
      new Date(now.getTime() - KEEP_AFTER_EXPIRY_MS),
    ]);
    await client.query(
      `insert into game_sign_in_links (token_hash, game_player_id, referral_id, next, created_at, expires_at)
       values ($1, $2, $3, $4, $5, $6)`,
      [hashToken(token), request.playerId, referralId, request.next, now, expiresAt],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
  // The token is base64url: nothing in it needs escaping in a query string.
  const url = `${options.publicUrl.replace(/\/$/, '')}${GAME_SIGN_IN_PATH}?token=${token}`;
  return { url, expiresAt: expiresAt.toISOString() };
}

export interface RedeemedSignInLink {
  gamePlayerId: number;
  referralId: string;
  next: string;
}

/**
 * Uses a link up: one UPDATE that only matches an unused, unexpired link, so of two browsers
 * racing with the same token exactly one gets the row. Null for an unknown, used or expired token.
 */
export async function redeemSignInLink(
  handle: Database | Transaction,
  token: string,
  now: Date,
): Promise<RedeemedSignInLink | null> {
  const [row] = await handle
    .update(gameSignInLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(gameSignInLinks.tokenHash, hashToken(token)),
        isNull(gameSignInLinks.usedAt),
        gt(gameSignInLinks.expiresAt, now),
      ),
    )
    .returning({
      gamePlayerId: gameSignInLinks.gamePlayerId,
      referralId: gameSignInLinks.referralId,
      next: gameSignInLinks.next,
    });
  return row ?? null;
}
