import type { MatchStatus } from '@pitchside/contract/match-stats';
import type { PURCHASE_PERIODS } from '@pitchside/contract/stats';

export type MatchFilter = 'all' | MatchStatus;
export type PurchasePeriod = (typeof PURCHASE_PERIODS)[number];

/** Every stats query key starts with 'stats', so the whole area can be refreshed or dropped at once. */
export const statsKeys = {
  all: ['stats'] as const,
  homeRankings: () => ['stats', 'home-rankings'] as const,
  seasonPlayers: () => ['stats', 'season', 'players'] as const,
  seasonTeams: () => ['stats', 'season', 'teams'] as const,
  globalPlayers: () => ['stats', 'global', 'players'] as const,
  globalTeams: () => ['stats', 'global', 'teams'] as const,
  referrals: () => ['stats', 'referrals'] as const,
  bestAttackers: () => ['stats', 'hall-of-fame', 'attackers'] as const,
  bestMatches: () => ['stats', 'hall-of-fame', 'matches'] as const,
  purchasers: (period: PurchasePeriod) => ['stats', 'purchasers', period] as const,
  todaysMatchesAll: () => ['stats', 'matches', 'today'] as const,
  todaysMatches: (filter: MatchFilter) => ['stats', 'matches', 'today', filter] as const,
  yesterdaysMatches: () => ['stats', 'matches', 'yesterday'] as const,
  finals: () => ['stats', 'matches', 'finals'] as const,
  bronzeFinals: () => ['stats', 'matches', 'bronze-finals'] as const,
  bestLines: (season: number | undefined) => ['stats', 'matches', 'best-lines', season ?? 'latest'] as const,
  teamEvent: () => ['stats', 'events', 'teams'] as const,
  goalEvent: () => ['stats', 'events', 'goals'] as const,
  assistEvent: () => ['stats', 'events', 'assists'] as const,
  goldenCards: () => ['stats', 'events', 'golden-cards'] as const,
};
