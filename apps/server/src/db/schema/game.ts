import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The portal's read model of the game (DESIGN.md §1). The game owns these facts; the demo
 * world or the signed ingestion API writes them. There are deliberately no foreign keys
 * between them: a real game server sends teams, players and matches in any order, and the
 * read side already has the spec's fallbacks ("No Team", "Unknown") for a missing reference.
 *
 * Every leaderboard is a top-N read of one index whose column order is the list's order,
 * ending in the id so ties always break the same way. Counters that lists sort by (season
 * goals, referrals, event points, best attack) are kept beside the rows they rank.
 */
export const premiumType = pgEnum('premium_type', ['none', 'silver', 'platinum']);
export const matchStatus = pgEnum('match_status', ['scheduled', 'live', 'finished']);
export const cupStage = pgEnum('cup_stage', ['league', 'final', 'bronze_final']);
export const eventPointKind = pgEnum('event_point_kind', ['goal', 'assist', 'training', 'line']);

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const seasons = pgTable('seasons', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  number: integer().notNull().unique(),
  name: text().notNull(),
  startsAt: timestamp({ withTimezone: true }).notNull(),
  endsAt: timestamp({ withTimezone: true }).notNull(),
});

export const teams = pgTable(
  'teams',
  {
    /** The game's team id. */
    id: integer().primaryKey(),
    name: text().notNull(),
    power: integer().notNull().default(0),
    captainPlayerId: integer(),
    memberCount: integer().notNull().default(0),
    seasonPower: integer().notNull().default(0),
    totalPower: bigint({ mode: 'number' }).notNull().default(0),
    updatedAt: createdAt(),
  },
  (t) => [
    index('teams_power_rank_idx').on(t.power.desc().nullsFirst(), t.seasonPower.desc().nullsFirst(), t.id),
    index('teams_season_power_rank_idx').on(
      t.seasonPower.desc().nullsFirst(),
      t.power.desc().nullsFirst(),
      t.id,
    ),
    index('teams_total_power_rank_idx').on(
      t.totalPower.desc().nullsFirst(),
      t.power.desc().nullsFirst(),
      t.id,
    ),
  ],
);

export const players = pgTable(
  'players',
  {
    /** The game's player id. */
    id: integer().primaryKey(),
    nickname: text().notNull(),
    level: integer().notNull().default(1),
    seasonLevel: integer().notNull().default(0),
    totalLevel: integer()
      .notNull()
      .generatedAlwaysAs(sql`level + season_level`),
    teamId: integer(),
    premiumType: premiumType().notNull().default('none'),
    /** The code players register with, e.g. PS-7K2M9Q. */
    referralId: text().notNull(),
    /** All-time number of players this one referred (kept with the referrals table). */
    referralCount: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('players_referral_id_unique').on(t.referralId),
    index('players_team_idx').on(t.teamId),
    index('players_level_rank_idx').on(t.level.desc().nullsFirst(), t.seasonLevel.desc().nullsFirst(), t.id),
    index('players_season_level_rank_idx').on(
      t.seasonLevel.desc().nullsFirst(),
      t.level.desc().nullsFirst(),
      t.id,
    ),
    index('players_total_level_rank_idx').on(
      t.totalLevel.desc().nullsFirst(),
      t.seasonLevel.desc().nullsFirst(),
      t.id,
    ),
    index('players_referral_rank_idx').on(
      t.referralCount.desc().nullsFirst(),
      t.seasonLevel.desc().nullsFirst(),
      t.id,
    ),
  ],
);

/**
 * Each player's best single line in attacks, for the hall of fame. A narrow table of its own:
 * the simulator raises these after every line, and rewriting wide, many-indexed player rows
 * for that would cost far more. season_level is the player's at the time of the record.
 */
export const playerBestAttacks = pgTable(
  'player_best_attacks',
  {
    playerId: integer().primaryKey(),
    attack: integer().notNull(),
    matchId: integer().notNull(),
    seasonLevel: integer().notNull().default(0),
  },
  (t) => [
    index('player_best_attacks_rank_idx').on(
      t.attack.desc().nullsFirst(),
      t.seasonLevel.desc().nullsFirst(),
      t.playerId,
    ),
  ],
);

/**
 * A player's totals in one season. season_level is a copy of players.season_level for the
 * current season, so "goals desc, then season level desc, then id" is one index.
 */
export const playerSeasons = pgTable(
  'player_seasons',
  {
    seasonId: integer().notNull(),
    playerId: integer().notNull(),
    seasonLevel: integer().notNull().default(0),
    goals: integer().notNull().default(0),
    assists: integer().notNull().default(0),
    goldenCards: integer().notNull().default(0),
    matchesPlayed: integer().notNull().default(0),
    referrals: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.seasonId, t.playerId] }),
    index('player_seasons_goals_rank_idx').on(
      t.seasonId,
      t.goals.desc().nullsFirst(),
      t.seasonLevel.desc().nullsFirst(),
      t.playerId,
    ),
    index('player_seasons_assists_rank_idx').on(
      t.seasonId,
      t.assists.desc().nullsFirst(),
      t.seasonLevel.desc().nullsFirst(),
      t.playerId,
    ),
    index('player_seasons_golden_cards_rank_idx').on(
      t.seasonId,
      t.goldenCards.desc().nullsFirst(),
      t.seasonLevel.desc().nullsFirst(),
      t.playerId,
    ),
    index('player_seasons_referrals_rank_idx').on(
      t.seasonId,
      t.referrals.desc().nullsFirst(),
      t.seasonLevel.desc().nullsFirst(),
      t.playerId,
    ),
  ],
);

/** Team event points of one season (spec §9), summed from team_event_points. */
export const teamSeasons = pgTable(
  'team_seasons',
  {
    seasonId: integer().notNull(),
    teamId: integer().notNull(),
    goalPoints: integer().notNull().default(0),
    assistPoints: integer().notNull().default(0),
    trainingPoints: integer().notNull().default(0),
    linePoints: integer().notNull().default(0),
    totalPoints: integer()
      .notNull()
      .generatedAlwaysAs(sql`goal_points + assist_points + training_points + line_points`),
  },
  (t) => [
    primaryKey({ columns: [t.seasonId, t.teamId] }),
    index('team_seasons_points_rank_idx').on(
      t.seasonId,
      t.totalPoints.desc().nullsFirst(),
      t.goalPoints.desc().nullsFirst(),
      t.teamId,
    ),
  ],
);

/** Who brought whom into the game: a player is referred at most once. */
export const referrals = pgTable(
  'referrals',
  {
    referredId: integer().primaryKey(),
    referrerId: integer().notNull(),
    seasonId: integer(),
    createdAt: createdAt(),
  },
  (t) => [index('referrals_referrer_idx').on(t.referrerId)],
);
