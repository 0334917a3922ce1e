import type { GameUser } from '@pitchside/contract/account';
import type { AccountDeps } from './deps.ts';
import { referralNotFound, referralUsed } from './account-errors.ts';
import { findUserByReferralId } from './user-repository.ts';

/** The game player behind a referral ID; for a sign-up (not a gift) it must not have an account yet. */
export async function searchReferral(
  deps: AccountDeps,
  referralId: string,
  forGift: boolean,
): Promise<GameUser> {
  const player = await deps.game.findPlayerByReferralId(referralId);
  if (!player) throw referralNotFound();
  if (!forGift && (await findUserByReferralId(deps.db, player.ReferralId))) throw referralUsed();
  return player;
}
