import { and, eq } from 'drizzle-orm';
import type { NotificationKey, NotificationParams } from '@pitchside/contract/account';
import type { LedgerDescription } from '@pitchside/contract/ledger-descriptions';
import type { Database } from '../../db/client.ts';
import { purchaseHistory } from '../../db/schema/game-purchases.ts';
import type { GrantItems } from '../game/index.ts';
import { addNotification } from '../notifications/index.ts';
import { recordGrant, type GrantDispatcher } from './game-grants.ts';
import { applyWebPoints, reclaimWebPoints, type LedgerType, type Transaction } from './ledger.ts';

/**
 * What one value operation may do inside its transaction. Nothing else in the server writes web
 * points, ledger rows or game grants: payments, offers and spins each describe their operation
 * through this scope, and the core runs it all-or-nothing.
 */
export interface ValueScope {
  tx: Transaction;
  /** One "now" for every row the operation writes. */
  now: Date;
  /** Credits (positive) or debits (negative) web points; idempotent by reference, never below 0. */
  moveWebPoints(change: {
    userId: number;
    amount: number;
    type: LedgerType;
    reference: string;
    description: LedgerDescription;
  }): Promise<{ applied: boolean; balanceAfter: number }>;
  /**
   * Debits up to `upTo` web points, as many as the player has (a refund never drives a balance
   * below zero); answers how many were taken.
   */
  reclaimWebPoints(change: {
    userId: number;
    upTo: number;
    type: LedgerType;
    reference: string;
    description: LedgerDescription;
  }): Promise<{ taken: number; balanceAfter: number }>;
  /** Records items the game owes a player; handed to the game once the transaction commits. */
  owe(grant: { reference: string; playerId: number; items: GrantItems }): Promise<number | null>;
  /**
   * Counts a paid purchase of web points for a game player in the Top Web Point lists (spec §3),
   * in the same transaction as the delivery, so a list never shows a purchase that was not made.
   */
  recordPurchase(purchase: { playerId: number; webPoints: number; amountCents: number }): Promise<void>;
  /**
   * Takes a refunded purchase out of the Top Web Point lists again: the row `recordPurchase`
   * wrote at `purchasedAt` (the order's delivery time) is removed, and the lists' triggers follow.
   */
  forgetPurchase(purchase: {
    playerId: number;
    webPoints: number;
    amountCents: number;
    purchasedAt: Date;
  }): Promise<void>;
  /** Tells the player in the portal, in the same transaction as the value it is about. */
  notify(notification: {
    userId: number;
    type: string;
    key: NotificationKey;
    params?: NotificationParams;
    link?: string;
  }): Promise<void>;
}

export interface ValueCore {
  /**
   * The one recipe every value operation follows: a database transaction in which the operation
   * locks what it changes, writes ledger rows (final balances), grants and notifications; then,
   * only after the commit, the game grants are dispatched (a durable job in the server).
   * The answer says which grants this call recorded, so a caller can act once (e.g. send a mail).
   */
  transact<T>(operation: (scope: ValueScope) => Promise<T>): Promise<{ result: T; grantIds: number[] }>;
}

export function createValueCore(deps: {
  db: Database;
  grants: GrantDispatcher;
  clock: () => Date;
}): ValueCore {
  return {
    async transact(operation) {
      const grantIds: number[] = [];
      const now = deps.clock();
      const result = await deps.db.transaction((tx) =>
        operation({
          tx,
          now,
          moveWebPoints: (change) => applyWebPoints(tx, { ...change, now }),
          reclaimWebPoints: (change) => reclaimWebPoints(tx, { ...change, now }),
          async owe(grant) {
            const id = await recordGrant(tx, grant);
            if (id !== null) grantIds.push(id);
            return id;
          },
          async recordPurchase(purchase) {
            await tx.insert(purchaseHistory).values({ ...purchase, purchasedAt: now });
          },
          async forgetPurchase(purchase) {
            const [row] = await tx
              .select({ id: purchaseHistory.id })
              .from(purchaseHistory)
              .where(
                and(
                  eq(purchaseHistory.playerId, purchase.playerId),
                  eq(purchaseHistory.webPoints, purchase.webPoints),
                  eq(purchaseHistory.amountCents, purchase.amountCents),
                  eq(purchaseHistory.purchasedAt, purchase.purchasedAt),
                ),
              )
              .limit(1);
            if (row) await tx.delete(purchaseHistory).where(eq(purchaseHistory.id, row.id));
          },
          notify: (notification) => addNotification(tx, { ...notification, now }),
        }),
      );
      for (const id of grantIds) await deps.grants.dispatch(id);
      return { result, grantIds };
    },
  };
}
