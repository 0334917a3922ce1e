import type { ValueScope } from '../wallet/index.ts';
import { bonusTicketsOf, setBonusTickets, takePurchaseBonus } from './repository.ts';

/**
 * A promo code's bonus on the next ticket purchase (issue 36): called by payment fulfilment, in
 * its value-core transaction, for a delivered ticket package. The player's best open bonus is used
 * once (by this order only) and its extra tickets are owed under `promo-bonus:order:<id>`.
 * Answers the extra tickets (0 when there was no bonus).
 */
export async function applyPurchaseBonus(
  scope: Pick<ValueScope, 'tx' | 'now' | 'owe'>,
  order: { id: number; userId: number; recipientGamePlayerId: number; baseTickets: number },
): Promise<number> {
  if (order.baseTickets <= 0) return 0;
  const bonus = await takePurchaseBonus(scope.tx, order.userId, order.id, scope.now);
  if (!bonus) return 0;
  const extra = Math.floor((order.baseTickets * bonus.percent) / 100);
  if (extra > 0) {
    await setBonusTickets(scope.tx, bonus.id, extra);
    await scope.owe({
      reference: `promo-bonus:order:${order.id}`,
      playerId: order.recipientGamePlayerId,
      items: { tickets: extra },
    });
  }
  return extra;
}

/**
 * A refunded order that used a purchase bonus: the game is owed the bonus tickets back (a grant
 * with negative amounts, once by its reference), beside the order's own items.
 */
export async function reversePurchaseBonus(
  scope: Pick<ValueScope, 'tx' | 'owe'>,
  order: { id: number; recipientGamePlayerId: number },
): Promise<void> {
  const extra = await bonusTicketsOf(scope.tx, order.id);
  if (extra > 0) {
    await scope.owe({
      reference: `refund:promo-bonus:order:${order.id}`,
      playerId: order.recipientGamePlayerId,
      items: { tickets: -extra },
    });
  }
}
