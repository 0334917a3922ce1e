import type { GameUser, SessionUser } from '@pitchside/contract/account';

/** A complete user as the server sends it (spec §3), for mocked answers. */
export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 7,
    email: 'ada@example.com',
    nickname: 'AdaStriker',
    name: 'Ada',
    surname: 'Lovelace',
    level: 31,
    seasonLevel: 12,
    mainlevel: 31,
    teamName: 'Analytical FC',
    referralid: 'PS-ADA001',
    emailconfirmed: true,
    webpoint: 2500,
    webpoint2: 2500,
    avatar: null,
    role: 'player',
    language: 'en',
    vip: {
      tier: 2,
      tierName: 'Gold',
      tierSlug: 'gold',
      tierColor: 'gold',
      tierIcon: 'crown',
      bonusPercentage: 10,
      discountPercentage: 5,
      currentBalance: 2500,
      last30DaysWebpoints: 1200,
      totalLifetimeWebpoints: 5400,
      minRequirement: 1000,
      maxRequirement: 4999,
      nextTierRequirement: 5000,
    },
    ...overrides,
  };
}

export const FOUND_PLAYER: GameUser = {
  Id: 4411,
  NickName: 'NightHawk',
  UserLevel: 57,
  SeasonLevel: 19,
  TeamName: 'Harbour Lions',
  PremiumTypeName: 'Platinum',
  ReferralId: 'PS-7K2M9Q',
};

export function failure(status: number, error: string, message: string, extra: Record<string, unknown> = {}) {
  return { status, body: { success: false, error, message, ...extra } };
}
