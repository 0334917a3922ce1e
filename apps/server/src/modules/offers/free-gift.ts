import { dailyClaims } from '../../db/schema/wallet.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ValueCore } from '../wallet/index.ts';

export const FREE_DAILY_SLUG = 'free-daily-tickets';

export const alreadyClaimedFree = () =>
  new AppError(
    'ALREADY_CLAIMED',
    'You have already claimed your free tickets today. Come back tomorrow!',
    409,
  );

/**
 * The Daily Free Gift (spec §5, §6): once per player and game day, its tickets go to the game
 * and its web points to the ledger as a claim (never counted for VIP). The claim row's primary
 * key allows one per game day, so concurrent claims give one gift.
 */
export async function claimFreeGift(
  core: ValueCore,
  claim: {
    userId: number;
    gamePlayerId: number;
    gameDay: string;
    tickets: number;
    webPoints: number;
  },
): Promise<void> {
  const reference = `claim:${FREE_DAILY_SLUG}:${claim.userId}:${claim.gameDay}`;
  await core.transact(async (scope) => {
    const [claimed] = await scope.tx
      .insert(dailyClaims)
      .values({ userId: claim.userId, kind: FREE_DAILY_SLUG, gameDay: claim.gameDay, createdAt: scope.now })
      .onConflictDoNothing()
      .returning();
    if (!claimed) throw alreadyClaimedFree();
    if (claim.webPoints > 0) {
      await scope.moveWebPoints({
        userId: claim.userId,
        amount: claim.webPoints,
        type: 'claim',
        reference,
        description: { key: 'freeGift' },
      });
    }
    await scope.notify({
      userId: claim.userId,
      type: 'gift',
      key: 'freeGiftClaimed',
      params: { tickets: claim.tickets },
    });
    await scope.owe({ reference, playerId: claim.gamePlayerId, items: { tickets: claim.tickets } });
  });
}
