import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { gameGrants, webPointLedger } from '../../db/schema/wallet.ts';

/**
 * What the value core wrote for one player, newest first: the back office's view of the ledger
 * and of the game grants. Reads only; every write goes through the value core.
 */
export function ledgerRowsOf(db: Pick<Database, 'select'>, userId: number, limit: number) {
  return db
    .select()
    .from(webPointLedger)
    .where(eq(webPointLedger.userId, userId))
    .orderBy(desc(webPointLedger.createdAt), desc(webPointLedger.id))
    .limit(limit);
}

export function grantsOfPlayer(db: Pick<Database, 'select'>, gamePlayerId: number, limit: number) {
  return db
    .select()
    .from(gameGrants)
    .where(eq(gameGrants.gamePlayerId, gamePlayerId))
    .orderBy(desc(gameGrants.createdAt), desc(gameGrants.id))
    .limit(limit);
}

/**
 * Whether the grant that holds `reference` (its ledger row, or its tickets owed to the game) is
 * this player's; true when nothing holds it yet.
 */
export async function grantReferenceIsFor(
  db: Pick<Database, 'select'>,
  reference: string,
  player: { id: number; gamePlayerId: number | null },
) {
  const [row] = await db
    .select({ userId: webPointLedger.userId })
    .from(webPointLedger)
    .where(eq(webPointLedger.reference, reference))
    .limit(1);
  if (row) return row.userId === player.id;
  const [owed] = await db
    .select({ playerId: gameGrants.gamePlayerId })
    .from(gameGrants)
    .where(eq(gameGrants.reference, reference))
    .limit(1);
  return owed ? owed.playerId === player.gamePlayerId : true;
}

/** What one order wrote: its game grants (delivery, and a refund's return) and its ledger rows. */
export async function recordsOfOrder(db: Pick<Database, 'select'>, orderId: number, userId: number) {
  const references = [`order:${orderId}`, `refund:order:${orderId}`];
  const [grants, ledger] = await Promise.all([
    db.select().from(gameGrants).where(inArray(gameGrants.reference, references)).orderBy(gameGrants.id),
    db
      .select()
      .from(webPointLedger)
      .where(and(eq(webPointLedger.userId, userId), inArray(webPointLedger.reference, references)))
      .orderBy(webPointLedger.id),
  ]);
  return { grants, ledger };
}
