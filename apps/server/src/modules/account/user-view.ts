import type { SessionUser, VipObject } from '@pitchside/contract/account';
import type { users } from '../../db/schema/accounts.ts';

type UserRow = typeof users.$inferSelect;

/** spec §3 "vip object": what a player without any VIP standing gets (missing numbers are 0). */
export function defaultVip(currentBalance: number): VipObject {
  return {
    tier: 0,
    tierName: 'No VIP',
    tierSlug: 'no-vip',
    tierColor: 'grey',
    tierIcon: 'shield',
    bonusPercentage: 0,
    discountPercentage: 0,
    currentBalance,
    last30DaysWebpoints: 0,
    totalLifetimeWebpoints: 0,
    minRequirement: 0,
    maxRequirement: null,
    nextTierRequirement: null,
  };
}

/** The user as the client stores it after login (spec §3 "User"). */
export function toSessionUser(user: UserRow, vip: VipObject = defaultVip(user.webPoints)): SessionUser {
  return {
    id: user.id,
    email: user.email,
    nickname: user.nickname,
    name: user.name,
    surname: user.surname,
    level: user.mainLevel,
    seasonLevel: user.seasonLevel,
    mainlevel: user.mainLevel,
    teamName: user.teamName,
    referralid: user.referralId,
    emailconfirmed: user.emailConfirmedAt !== null,
    webpoint: user.webPoints,
    webpoint2: user.webPoints,
    avatar: user.avatarPath ? `/api/account/avatar/${user.id}?v=${user.updatedAt.getTime()}` : null,
    role: user.role,
    language: user.language,
    vip,
    deletionDueAt: user.deletionDueAt ? user.deletionDueAt.toISOString() : null,
  };
}
