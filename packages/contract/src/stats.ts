import { z } from 'zod';
import { sizeParam } from './bounds.ts';
import { okEnvelope } from './api.ts';

/**
 * Public leaderboards and seasonal events (spec §3 "Leaderboard rows", §7, §9). Row fields use
 * the spec's names (TeamId, NickName, GoalCount, ...); every row carries its 1-based Rank.
 * Containers (`topTeams`, `counts`) are camelCase like the rest of the envelope.
 */

/** Default list sizes of spec §9. */
export const LEADERBOARD_SIZES = {
  topTeams: 20,
  topPlayers: 20,
  topScorers: 30,
  topAssists: 30,
  season: 30,
  referrals: 20,
  global: 50,
  purchasers: 20,
  goldenCards: 30,
  eventTop: 10,
  teamEvent: 20,
  bestAttackers: 10,
  bestMatches: 10,
} as const;

/** Any asked size above this is clamped to it (below 1 becomes 1). */
export const LEADERBOARD_MAX = 100;

/** Texts the server substitutes when a referenced row is missing (spec §3). */
export const UNKNOWN_CAPTAIN = 'Unknown';
export const NO_TEAM = 'No Team';

/** Goal and assist event of season 12: tickets for ranks 1, 2, 3 (spec §9). */
export const GOAL_EVENT_REWARDS = [1000, 750, 500] as const;
/** Team event: tickets per member for the top three teams (spec §9). */
export const TEAM_EVENT_REWARDS_PER_MEMBER = [1500, 1200, 900] as const;
/** Team event points (spec §9). */
export const TEAM_EVENT_POINTS = {
  goal: 12,
  assist: 4,
  /** Per player and line dealing at least LINE_ATTACK_THRESHOLD attacks. */
  line: 1,
  trainingWithGoal: 12,
  trainingWithoutGoal: 5,
} as const;
export const LINE_ATTACK_THRESHOLD = 90_000;

export const PREMIUM_TYPES = ['none', 'silver', 'platinum'] as const;
export const premiumType = z.enum(PREMIUM_TYPES);
export type PremiumType = z.infer<typeof premiumType>;

const clampTo = (n: number) => Math.min(Math.max(n, 1), LEADERBOARD_MAX);

/** `/…/top/:n` with the size optional; missing means the list's default. */
export const topNParams = (defaultSize: number) =>
  z.strictObject({
    n: sizeParam.optional().transform((n) => clampTo(n ?? defaultSize)),
  });

export const limitQuery = (defaultSize: number) =>
  z.strictObject({ limit: sizeParam.default(defaultSize).transform(clampTo) });

const int = z.number().int();

export const teamRow = z.object({
  Rank: int,
  TeamId: int,
  TeamName: z.string(),
  TeamPower: int,
  CaptainId: int.nullable(),
  /** "Unknown" when the team has no captain on record. */
  CaptainNickName: z.string(),
  MemberCount: int,
  SeasonPower: int,
  TotalPower: z.number(),
});
export type TeamRow = z.infer<typeof teamRow>;

export const playerRow = z.object({
  Rank: int,
  Id: int,
  NickName: z.string(),
  /** Main level, shown as power. */
  UserLevel: int,
  SeasonLevel: int,
  /** UserLevel + SeasonLevel. */
  TotalLevel: int,
  TeamId: int.nullable(),
  /** "No Team" for a player without a team. */
  TeamName: z.string(),
  PremiumType: premiumType,
});
export type PlayerRow = z.infer<typeof playerRow>;

const playerRef = {
  Rank: int,
  UserId: int,
  NickName: z.string(),
  TeamName: z.string(),
  SeasonLevel: int,
};

export const scorerRow = z.object({ ...playerRef, GoalCount: int });
export type ScorerRow = z.infer<typeof scorerRow>;
export const assistRow = z.object({ ...playerRef, AssistCount: int });
export type AssistRow = z.infer<typeof assistRow>;
export const referralRow = z.object({ ...playerRef, ReferralCount: int });
export type ReferralRow = z.infer<typeof referralRow>;

export const goldenCardRow = z.object({
  ...playerRef,
  GoldenCardCount: int,
  MatchesPlayed: int,
  /** Golden cards per match played this season, two decimals. */
  AverageGoldenCards: z.number(),
});
export type GoldenCardRow = z.infer<typeof goldenCardRow>;

export const purchaserRow = z.object({
  Rank: int,
  UserId: int,
  NickName: z.string(),
  TeamName: z.string(),
  TotalWebPoints: int,
  PurchaseCount: int,
});
export type PurchaserRow = z.infer<typeof purchaserRow>;

export const PURCHASE_PERIODS = ['last30days', 'monthly', 'alltime'] as const;
export const purchasersQuery = z.strictObject({
  period: z.enum(PURCHASE_PERIODS).default('alltime'),
  limit: sizeParam.default(LEADERBOARD_SIZES.purchasers).transform(clampTo),
});

export const bestAttackerRow = z.object({
  ...playerRef,
  /** The player's best single line, in attacks. */
  AttackScore: int,
  MatchId: int.nullable(),
});
export type BestAttackerRow = z.infer<typeof bestAttackerRow>;

export const teamEventRow = z.object({
  Rank: int,
  TeamId: int,
  TeamName: z.string(),
  GoalPoints: int,
  AssistPoints: int,
  TrainingPoints: int,
  LinePoints: int,
  TotalPoints: int,
  /** Tickets each member gets for ranks 1–3, else null. */
  RewardTicketsPerMember: int.nullable(),
});
export type TeamEventRow = z.infer<typeof teamEventRow>;

/** Goal and assist event rows: the top three carry their ticket reward. */
export const seasonalGoalRow = scorerRow.extend({ RewardTickets: int.nullable() });
export type SeasonalGoalRow = z.infer<typeof seasonalGoalRow>;
export const seasonalAssistRow = assistRow.extend({ RewardTickets: int.nullable() });
export type SeasonalAssistRow = z.infer<typeof seasonalAssistRow>;

export const seasonInfo = z.object({
  Id: int,
  Number: int,
  Name: z.string(),
  StartsAt: z.string(),
  EndsAt: z.string(),
});
export type SeasonInfo = z.infer<typeof seasonInfo>;

export const leaderboardsAll = z.object({
  topTeams: z.array(teamRow),
  topPlayers: z.array(playerRow),
  topScorers: z.array(scorerRow),
  topAssists: z.array(assistRow),
});
export type LeaderboardsAll = z.infer<typeof leaderboardsAll>;

export const seasonalEventsAll = z.object({
  season: seasonInfo.nullable(),
  referrals: z.array(referralRow),
  goldenCards: z.array(goldenCardRow),
  teams: z.array(teamEventRow),
  goals: z.array(seasonalGoalRow),
  assists: z.array(seasonalAssistRow),
});
export type SeasonalEventsAll = z.infer<typeof seasonalEventsAll>;

/** Response envelopes: `{ success: true, data: rows }`. */
export const listResponse = <T extends z.ZodType>(row: T) => okEnvelope(z.array(row));
/** Seasonal event lists also carry the season they belong to (null before any season exists). */
export const seasonalListResponse = <T extends z.ZodType>(row: T) =>
  okEnvelope(z.array(row)).extend({ season: seasonInfo.nullable() });

export const leaderboardsAllResponse = okEnvelope(leaderboardsAll);
export const seasonalEventsAllResponse = okEnvelope(seasonalEventsAll);
