import {
  GOAL_EVENT_REWARDS,
  LEADERBOARD_SIZES,
  NO_TEAM,
  TEAM_EVENT_REWARDS_PER_MEMBER,
  type AssistRow,
  type GoldenCardRow,
  type LeaderboardsAll,
  type ReferralRow,
  type ScorerRow,
  type SeasonalAssistRow,
  type SeasonalEventsAll,
  type SeasonalGoalRow,
  type SeasonInfo,
  type TeamEventRow,
} from '@pitchside/contract/stats';
import type { Database } from '../../db/client.ts';
import { monthStart } from '../../lib/game-day.ts';
import {
  bestAttackers,
  currentSeason,
  playersBy,
  seasonPlayersBy,
  teamEventTable,
  teamsBy,
  advancePurchaseWindow,
  topPurchasers,
} from './leaderboard-repository.ts';
import { bestMatches } from './match-repository.ts';
import {
  toBestAttackerRow,
  toMatch,
  toPlayerRef,
  toPlayerRow,
  toPurchaserRow,
  toSeasonInfo,
  toTeamEventRow,
  toTeamRow,
} from './rows.ts';

const DAY_MS = 86_400_000;
export type PurchasePeriod = 'last30days' | 'monthly' | 'alltime';

/** Leaderboards and seasonal events. Season lists read the current (latest) season. */
export function createStatsService(db: Database, options: { clock: () => Date; timeZone: string }) {
  const inSeason = async <T>(read: (seasonId: number) => Promise<T[]>): Promise<T[]> => {
    const season = await currentSeason(db);
    return season ? read(season.id) : [];
  };

  const scorers = (n: number) =>
    inSeason(async (id) =>
      (await seasonPlayersBy(db, id, 'goals', n)).map((p, i): ScorerRow => ({
        ...toPlayerRef(p, i),
        GoalCount: p.value,
      })),
    );
  const assisters = (n: number) =>
    inSeason(async (id) =>
      (await seasonPlayersBy(db, id, 'assists', n)).map((p, i): AssistRow => ({
        ...toPlayerRef(p, i),
        AssistCount: p.value,
      })),
    );

  const service = {
    season: async (): Promise<SeasonInfo | null> => {
      const season = await currentSeason(db);
      return season ? toSeasonInfo(season) : null;
    },
    topTeams: async (n: number) => (await teamsBy(db, 'power', n)).map(toTeamRow),
    seasonTeams: async (n: number) => (await teamsBy(db, 'season', n)).map(toTeamRow),
    globalTeams: async (n: number) => (await teamsBy(db, 'total', n)).map(toTeamRow),
    topPlayers: async (n: number) => (await playersBy(db, 'level', n)).map(toPlayerRow),
    seasonPlayers: async (n: number) => (await playersBy(db, 'season', n)).map(toPlayerRow),
    globalPlayers: async (n: number) => (await playersBy(db, 'total', n)).map(toPlayerRow),
    topScorers: scorers,
    topAssists: assisters,
    referralsTop: async (n: number): Promise<ReferralRow[]> =>
      (await playersBy(db, 'referrals', n)).map((p, i) => ({
        Rank: i + 1,
        UserId: p.id,
        NickName: p.nickname,
        TeamName: p.teamName ?? NO_TEAM,
        SeasonLevel: p.seasonLevel,
        ReferralCount: p.referralCount,
      })),
    bestAttackers: async (n: number) => (await bestAttackers(db, n)).map(toBestAttackerRow),
    bestMatches: async (n: number) =>
      (await bestMatches(db, n)).map((m, i) => ({ ...toMatch(m), Rank: i + 1 })),
    topPurchasers: async (period: PurchasePeriod, n: number) => {
      if (period === 'alltime') return (await topPurchasers(db, null, n)).map(toPurchaserRow);
      const now = options.clock();
      const startsAt =
        period === 'monthly' ? monthStart(now, options.timeZone) : new Date(now.getTime() - 30 * DAY_MS);
      await advancePurchaseWindow(db, { period, startsAt });
      return (await topPurchasers(db, period, n)).map(toPurchaserRow);
    },

    async all(): Promise<LeaderboardsAll> {
      const [topTeams, topPlayers, topScorers, topAssists] = await Promise.all([
        service.topTeams(LEADERBOARD_SIZES.topTeams),
        service.topPlayers(LEADERBOARD_SIZES.topPlayers),
        scorers(LEADERBOARD_SIZES.topScorers),
        assisters(LEADERBOARD_SIZES.topAssists),
      ]);
      return { topTeams, topPlayers, topScorers, topAssists };
    },

    seasonalReferrals: (n: number) =>
      inSeason(async (id) =>
        (await seasonPlayersBy(db, id, 'referrals', n)).map((p, i): ReferralRow => ({
          ...toPlayerRef(p, i),
          ReferralCount: p.value,
        })),
      ),
    goldenCards: (n: number) =>
      inSeason(async (id) =>
        (await seasonPlayersBy(db, id, 'goldenCards', n)).map((p, i): GoldenCardRow => ({
          ...toPlayerRef(p, i),
          GoldenCardCount: p.value,
          MatchesPlayed: p.matchesPlayed,
          AverageGoldenCards: p.matchesPlayed > 0 ? Math.round((p.value / p.matchesPlayed) * 100) / 100 : 0,
        })),
      ),
    teamEvent: (n: number) =>
      inSeason(async (id): Promise<TeamEventRow[]> =>
        (await teamEventTable(db, id, n)).map((t, i) => toTeamEventRow(t, i, TEAM_EVENT_REWARDS_PER_MEMBER)),
      ),
    /** Goal event: top 10, tickets for the first three, ties to the higher season level. */
    goalEvent: async (n: number): Promise<SeasonalGoalRow[]> =>
      (await scorers(n)).map((row, i) => ({ ...row, RewardTickets: GOAL_EVENT_REWARDS[i] ?? null })),
    assistEvent: async (n: number): Promise<SeasonalAssistRow[]> =>
      (await assisters(n)).map((row, i) => ({ ...row, RewardTickets: GOAL_EVENT_REWARDS[i] ?? null })),

    async allEvents(): Promise<SeasonalEventsAll> {
      const [season, referrals, goldenCards, teams, goals, assists] = await Promise.all([
        service.season(),
        service.seasonalReferrals(LEADERBOARD_SIZES.referrals),
        service.goldenCards(LEADERBOARD_SIZES.goldenCards),
        service.teamEvent(LEADERBOARD_SIZES.teamEvent),
        service.goalEvent(LEADERBOARD_SIZES.eventTop),
        service.assistEvent(LEADERBOARD_SIZES.eventTop),
      ]);
      return { season, referrals, goldenCards, teams, goals, assists };
    },
  };
  return service;
}
export type StatsService = ReturnType<typeof createStatsService>;
