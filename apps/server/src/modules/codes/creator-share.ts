import { CREATOR_SUPPORT_DAYS } from '@pitchside/contract/codes';
import type { ValueScope } from '../wallet/index.ts';
import { activeSupport, insertEarning, reverseEarning, upsertSupport } from './creators-repository.ts';

const DAY_MS = 86_400_000;

/**
 * A delivered paid order of a player who supports a creator (issue 36): in the order's delivery
 * transaction, the creator's share is recorded (once per order: unique) and the support is renewed
 * for another 7 days. Answers the share in cents (0 when the buyer supports no one).
 */
export async function recordCreatorShare(
  scope: Pick<ValueScope, 'tx' | 'now'>,
  order: { id: number; userId: number; amountCents: number },
): Promise<number> {
  if (order.amountCents <= 0) return 0;
  const found = await activeSupport(scope.tx, order.userId, scope.now);
  if (!found) return 0;
  const shareCents = Math.floor((order.amountCents * found.creator.shareBasisPoints) / 10_000);
  await insertEarning(scope.tx, {
    creatorId: found.creator.id,
    orderId: order.id,
    buyerUserId: order.userId,
    amountCents: order.amountCents,
    shareCents,
    earnedAt: scope.now,
  });
  await upsertSupport(scope.tx, {
    userId: order.userId,
    creatorId: found.creator.id,
    expiresAt: new Date(scope.now.getTime() + CREATOR_SUPPORT_DAYS * DAY_MS),
    now: scope.now,
  });
  return shareCents;
}

/** A refunded or charged-back order: its creator share no longer counts (same transaction). */
export async function reverseCreatorShare(scope: Pick<ValueScope, 'tx' | 'now'>, orderId: number) {
  await reverseEarning(scope.tx, orderId, scope.now);
}
