import { AppError, notFound } from '../../lib/app-error.ts';
import { vipStanding, type ValueScope } from '../wallet/index.ts';
import {
  hasPaidOrder,
  lockPromoCode,
  lockSharedCode,
  lockUnit,
  playerForRedemption,
  redemptionsOfPlayer,
  type PromoCodeRow,
} from './repository.ts';

/** The answers a code can get, each with a stable code the player's screen translates (decision 0028). */
export const refusals = {
  unknown: () => new AppError('PROMO_CODE_UNKNOWN', 'This code does not exist. Check it and try again.'),
  expired: () => new AppError('PROMO_CODE_EXPIRED', 'This code has expired.'),
  usedUp: () => new AppError('PROMO_CODE_USED_UP', 'This code has been used up.'),
  already: () => new AppError('PROMO_CODE_ALREADY_REDEEMED', 'You have already redeemed this code.'),
  notEligible: () => new AppError('PROMO_CODE_NOT_ELIGIBLE', 'Your account is not eligible for this code.'),
  paused: () => new AppError('PROMO_CODE_PAUSED', 'This code is paused for now. Please try again later.'),
  wrongProduct: () => new AppError('PROMO_CODE_WRONG_PRODUCT', 'This code is not valid for this product.'),
  checkoutOnly: () =>
    new AppError('PROMO_CODE_CHECKOUT_ONLY', 'This code is a discount: enter it at checkout when you buy.'),
};

export const UNIQUE_VIOLATION = '23505';
export const pgCode = (error: unknown) =>
  ((error as { cause?: { code?: string } }).cause ?? (error as { code?: string })).code;

/** Every check of spec'd order: what the code is, then whether this player may have it. */
export async function checkRedeemable(
  tx: ValueScope['tx'],
  campaign: PromoCodeRow,
  userId: number,
  now: Date,
) {
  if (campaign.status === 'draft') throw refusals.unknown();
  if (campaign.startsAt && campaign.startsAt > now) throw refusals.unknown();
  if (campaign.status === 'ended' || (campaign.endsAt && campaign.endsAt <= now)) throw refusals.expired();
  if (campaign.status === 'paused') throw refusals.paused();
  const used = await redemptionsOfPlayer(tx, campaign.id, userId);
  if (used >= campaign.perPlayerLimit) throw refusals.already();
  if (campaign.maxUses !== null && campaign.uses >= campaign.maxUses) throw refusals.usedUp();
  const player = await playerForRedemption(tx, userId);
  if (!player) throw notFound('User not found');
  if (campaign.registeredAfter && player.createdAt < campaign.registeredAfter) throw refusals.notEligible();
  if (campaign.registeredBefore && player.createdAt >= campaign.registeredBefore)
    throw refusals.notEligible();
  if (campaign.neverBought && (await hasPaidOrder(tx, userId))) throw refusals.notEligible();
  if (campaign.vipTiers && campaign.vipTiers.length > 0) {
    const vip = await vipStanding(tx, userId, player.webPoints, now);
    if (!campaign.vipTiers.includes(vip.tier)) throw refusals.notEligible();
  }
  if (campaign.rewardKind === 'game_items' && player.gamePlayerId === null)
    throw new AppError('PROMO_CODE_NOT_ELIGIBLE', 'This code needs a game account linked to yours.');
  return { player, seq: used + 1 };
}

/**
 * Locks what a typed code names (a batch code's own row first, then its campaign's row, so every
 * use of one campaign queues there) and checks every rule for this player.
 */
export async function lockAndCheck(tx: ValueScope['tx'], code: string, userId: number, now: Date) {
  let campaign = await lockSharedCode(tx, code);
  let unit = null;
  if (!campaign) {
    unit = await lockUnit(tx, code);
    if (!unit) throw refusals.unknown();
    campaign = await lockPromoCode(tx, unit.promoCodeId);
    if (!campaign) throw refusals.unknown();
  }
  if (unit?.redeemedBy === userId) throw refusals.already();
  const { player, seq } = await checkRedeemable(tx, campaign, userId, now);
  if (unit?.redeemedBy) throw refusals.usedUp();
  return { campaign, unit, player, seq };
}
