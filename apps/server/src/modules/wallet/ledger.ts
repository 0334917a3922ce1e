import type { LedgerEntryType } from '@pitchside/contract/ledger-descriptions';
import { eq } from 'drizzle-orm';
import { englishLedgerDescription, type LedgerDescription } from '@pitchside/contract/ledger-descriptions';
import type { Transaction } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { webPointLedger } from '../../db/schema/wallet.ts';
import { AppError } from '../../lib/app-error.ts';

export type { Transaction };
export type LedgerType = LedgerEntryType;

export const notEnoughWebPoints = () => new AppError('NOT_ENOUGH_WEB_POINTS', 'Not Enough WebPoints');

/**
 * Locks the player's row and reads the balance under that lock: the first step of every change,
 * so concurrent changes of one player queue up here and each sees the balance the last one left.
 */
async function lockBalance(tx: Transaction, userId: number): Promise<{ balance: number }> {
  const [player] = await tx
    .select({ balance: users.webPoints })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!player) throw new AppError('NOT_FOUND', 'User not found');
  return player;
}

/**
 * Moves web points inside the caller's transaction, in three steps that keep every row final:
 * the player's row is locked (concurrent changes of one player queue up here), the ledger row
 * is written with the balance it leaves, keyed by its reference (a repeat of the same change
 * finds the row and does nothing), and the balance is set. A change that would go below zero is
 * refused before anything is written; the CHECK on users.web_points stays as the last guard.
 */
export async function applyWebPoints(
  tx: Transaction,
  change: {
    userId: number;
    amount: number;
    type: LedgerType;
    reference: string;
    description: LedgerDescription;
    now: Date;
  },
): Promise<{ applied: boolean; balanceAfter: number }> {
  if (change.amount === 0) throw new Error('a ledger change needs a non-zero amount');
  const player = await lockBalance(tx, change.userId);
  const [existing] = await tx
    .select({ balanceAfter: webPointLedger.balanceAfter })
    .from(webPointLedger)
    .where(eq(webPointLedger.reference, change.reference));
  if (existing) return { applied: false, balanceAfter: existing.balanceAfter };
  const balanceAfter = player.balance + change.amount;
  if (balanceAfter < 0) throw notEnoughWebPoints();
  const [entry] = await tx
    .insert(webPointLedger)
    .values({
      userId: change.userId,
      type: change.type,
      amount: change.amount,
      balanceAfter,
      reference: change.reference,
      description: englishLedgerDescription(change.description),
      descriptionKey: change.description.key,
      descriptionParams: change.description.params ?? null,
      createdAt: change.now,
    })
    // Another player's change with the same reference (never expected): it was applied there.
    .onConflictDoNothing({ target: webPointLedger.reference })
    .returning({ id: webPointLedger.id });
  if (!entry) return { applied: false, balanceAfter: player.balance };
  try {
    await tx.update(users).set({ webPoints: balanceAfter }).where(eq(users.id, change.userId));
  } catch (error) {
    const code = ((error as { cause?: { code?: string } }).cause ?? (error as { code?: string })).code;
    if (code === '23514') throw notEnoughWebPoints();
    throw error;
  }
  return { applied: true, balanceAfter };
}

/**
 * Takes back up to `upTo` web points (a refunded purchase): as many as the player still has,
 * never below zero. Answers what was taken; the rest is the caller's shortfall to report. Keyed by
 * `reference` like every change, so a repeat takes nothing more.
 */
export async function reclaimWebPoints(
  tx: Transaction,
  change: {
    userId: number;
    upTo: number;
    type: LedgerType;
    reference: string;
    description: LedgerDescription;
    now: Date;
  },
): Promise<{ taken: number; balanceAfter: number }> {
  const player = await lockBalance(tx, change.userId);
  const [existing] = await tx
    .select({ amount: webPointLedger.amount, balanceAfter: webPointLedger.balanceAfter })
    .from(webPointLedger)
    .where(eq(webPointLedger.reference, change.reference));
  if (existing) return { taken: -existing.amount, balanceAfter: existing.balanceAfter };
  const taken = Math.min(player.balance, Math.max(0, change.upTo));
  if (taken === 0) return { taken: 0, balanceAfter: player.balance };
  const result = await applyWebPoints(tx, { ...change, amount: -taken });
  return { taken, balanceAfter: result.balanceAfter };
}
