import { normalisePromoCode, PROMO_CODE_PATTERN, type RedeemResult } from '@pitchside/contract/codes';
import type { CodesDeps } from './codes-deps.ts';
import { insertPurchaseBonus, recordRedemption } from './repository.ts';
import { lockAndCheck, pgCode, refusals, UNIQUE_VIOLATION } from './redeem-rules.ts';

const DAY_MS = 86_400_000;

/**
 * A player redeems a code: in one value-core transaction, the campaign's row is locked (and a
 * batch code's own row first), every rule is checked, the redemption is written (unique per
 * player and use, and per batch code), the use is counted under the cap's CHECK, and the
 * reward moves: a `promo` ledger row, a game grant or a purchase bonus, with a notification.
 */
export async function redeemCode(
  deps: CodesDeps,
  userId: number,
  typed: string,
  ip: string | null,
): Promise<RedeemResult> {
  const code = normalisePromoCode(typed);
  if (!PROMO_CODE_PATTERN.test(code)) throw refusals.unknown();
  try {
    const { result } = await deps.core.transact(async (scope) => {
      const { tx, now } = scope;
      const { campaign, unit, player, seq } = await lockAndCheck(tx, code, userId, now);
      if (campaign.rewardKind === 'discount') throw refusals.checkoutOnly();
      const redemptionId = await recordRedemption(tx, {
        promoCodeId: campaign.id,
        userId,
        unitId: unit?.id ?? null,
        seq,
        ip,
        now,
      });
      const reference = `promo:${redemptionId}`;
      let balance = player.webPoints;
      let bonusExpiresAt: Date | null = null;
      if (campaign.rewardKind === 'web_points') {
        const moved = await scope.moveWebPoints({
          userId,
          amount: campaign.webPoints,
          type: 'promo',
          reference,
          description: { key: 'promoCode', params: { code } },
        });
        balance = moved.balanceAfter;
      } else if (campaign.rewardKind === 'game_items') {
        await scope.owe({
          reference,
          playerId: player.gamePlayerId as number,
          items: {
            tickets: campaign.tickets,
            energy: campaign.energy,
            skillPoints: campaign.skillPoints,
          },
        });
      } else {
        bonusExpiresAt = new Date(now.getTime() + campaign.bonusDays * DAY_MS);
        await insertPurchaseBonus(tx, {
          userId,
          redemptionId,
          percent: campaign.bonusPercent,
          expiresAt: bonusExpiresAt,
        });
      }
      await scope.notify({
        userId,
        type: 'promo',
        key: 'promoCodeRedeemed',
        params: { code },
        link: campaign.rewardKind === 'web_points' ? '/account/balance-history' : '/redeem',
      });
      return {
        rewardKind: campaign.rewardKind,
        webPoints: campaign.webPoints,
        tickets: campaign.tickets,
        energy: campaign.energy,
        skillPoints: campaign.skillPoints,
        bonusPercent: campaign.bonusPercent,
        bonusExpiresAt: bonusExpiresAt?.toISOString() ?? null,
        balance,
      };
    });
    return result;
  } catch (error) {
    // The database's last guards: a second use by the same player or of the same batch
    // code, or one past the cap, that slipped past the row lock (never expected).
    if (pgCode(error) === UNIQUE_VIOLATION) throw refusals.already();
    if (pgCode(error) === '23514') throw refusals.usedUp();
    throw error;
  }
}
