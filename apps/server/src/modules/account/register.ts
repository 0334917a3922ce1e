import { users } from '../../db/schema/accounts.ts';
import { hashPassword } from '../../lib/security/passwords.ts';
import type { AccountDeps, UserRow } from './deps.ts';
import { emailTaken, referralNotFound, referralUsed } from './account-errors.ts';
import { findUserByEmail, findUserByReferralId, uniqueViolation } from './user-repository.ts';
import { sendCode } from './verification-codes.ts';
import { welcome } from './sign-in-effects.ts';

export interface RegisterInput {
  email: string;
  password: string;
  name: string;
  surname: string;
  referralid: string;
  language?: string | undefined;
}

/** A sign-up: the account is linked to its game player and waits for the e-mailed code. */
export async function register(deps: AccountDeps, input: RegisterInput) {
  const { db, clock } = deps;
  const player = await deps.game.findPlayerByReferralId(input.referralid);
  if (!player) throw referralNotFound();
  if (await findUserByReferralId(db, player.ReferralId)) throw referralUsed();
  if (await findUserByEmail(db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  let user: UserRow;
  try {
    [user] = (await db
      .insert(users)
      .values({
        email: input.email,
        passwordHash,
        name: input.name,
        surname: input.surname,
        referralId: player.ReferralId,
        gamePlayerId: player.Id,
        nickname: player.NickName,
        teamName: player.TeamName,
        mainLevel: player.UserLevel,
        seasonLevel: player.SeasonLevel,
        language: input.language ?? 'en',
        createdAt: clock(),
        updatedAt: clock(),
      })
      .returning()) as [UserRow];
  } catch (error) {
    // Two sign-ups racing for one referral ID or e-mail: the unique index decides.
    const index = uniqueViolation(error);
    if (index === 'users_referral_id_unique') throw referralUsed();
    if (index === 'users_email_unique') throw emailTaken();
    throw error;
  }
  await sendCode(deps, user, 'verify_email');
  await welcome(deps, user, 'signup');
  return { requiresVerification: true as const, user };
}
