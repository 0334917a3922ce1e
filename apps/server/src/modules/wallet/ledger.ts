import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { webPointLedger } from '../../db/schema/wallet.ts';
import { AppError } from '../../lib/app-error.ts';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type LedgerType = 'purchase' | 'spend' | 'bonus' | 'claim';

export const notEnoughWebPoints = () => new AppError('NOT_ENOUGH_WEB_POINTS', 'Not Enough WebPoints');

/**
 * Moves web points inside the caller's transaction. The ledger row goes first, keyed by its
 * reference: a repeat of the same change finds the row and does nothing. The balance update
 * takes the user's row lock, so concurrent changes queue up, and the CHECK on users.web_points
 * refuses any change that would go below zero (the whole transaction rolls back).
 */
export async function applyWebPoints(
  tx: Transaction,
  change: {
    userId: number;
    amount: number;
    type: LedgerType;
    reference: string;
    description: string;
    now: Date;
  },
): Promise<{ applied: boolean; balanceAfter: number }> {
  if (change.amount === 0) throw new Error('a ledger change needs a non-zero amount');
  const [entry] = await tx
    .insert(webPointLedger)
    .values({
      userId: change.userId,
      type: change.type,
      amount: change.amount,
      balanceAfter: 0,
      reference: change.reference,
      description: change.description,
      createdAt: change.now,
    })
    .onConflictDoNothing({ target: webPointLedger.reference })
    .returning({ id: webPointLedger.id });
  if (!entry) {
    const [existing] = await tx
      .select({ balanceAfter: webPointLedger.balanceAfter })
      .from(webPointLedger)
      .where(eq(webPointLedger.reference, change.reference));
    return { applied: false, balanceAfter: existing?.balanceAfter ?? 0 };
  }
  let balance: number | undefined;
  try {
    [{ balance } = { balance: undefined }] = await tx
      .update(users)
      .set({ webPoints: sql`${users.webPoints} + ${change.amount}` })
      .where(eq(users.id, change.userId))
      .returning({ balance: users.webPoints });
  } catch (error) {
    const code = ((error as { cause?: { code?: string } }).cause ?? (error as { code?: string })).code;
    if (code === '23514') throw notEnoughWebPoints();
    throw error;
  }
  if (balance === undefined) throw new AppError('NOT_FOUND', 'User not found');
  await tx.update(webPointLedger).set({ balanceAfter: balance }).where(eq(webPointLedger.id, entry.id));
  return { applied: true, balanceAfter: balance };
}
