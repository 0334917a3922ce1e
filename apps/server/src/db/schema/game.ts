import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
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

export const matches = pgTable(
  'matches',
  {
    /** The game's match id; the demo simulator takes the next identity value. */
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    seasonId: integer().notNull(),
    stage: cupStage().notNull().default('league'),
    status: matchStatus().notNull().default('scheduled'),
    kickoffAt: timestamp({ withTimezone: true }).notNull(),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    homeTeamId: integer().notNull(),
    awayTeamId: integer().notNull(),
    homeScore: integer().notNull().default(0),
    awayScore: integer().notNull().default(0),
    linesPlayed: integer().notNull().default(0),
    lineCount: integer().notNull().default(10),
    homeAttackTotal: integer().notNull().default(0),
    awayAttackTotal: integer().notNull().default(0),
    totalAttack: integer()
      .notNull()
      .generatedAlwaysAs(sql`home_attack_total + away_attack_total`),
  },
  (t) => [
    index('matches_kickoff_idx').on(t.kickoffAt, t.id),
    index('matches_open_idx')
      .on(t.kickoffAt, t.id)
      .where(sql`status <> 'finished'`),
    index('matches_cup_idx')
      .on(t.stage, t.kickoffAt.desc().nullsFirst())
      .where(sql`stage <> 'league'`),
    index('matches_best_idx')
      .on(t.totalAttack.desc().nullsFirst(), t.id)
      .where(sql`status = 'finished'`),
  ],
);

export const matchLines = pgTable(
  'match_lines',
  {
    matchId: integer().notNull(),
    lineNumber: smallint().notNull(),
    isExtraLine: boolean().notNull().default(false),
    homePlayerId: integer(),
    awayPlayerId: integer(),
    homeAttack: integer().notNull(),
    awayAttack: integer().notNull(),
    homeLineScore: smallint().notNull(),
    awayLineScore: smallint().notNull(),
    /** The match score after this line ("total match score"). */
    homeTotalScore: smallint().notNull(),
    awayTotalScore: smallint().notNull(),
    playedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.lineNumber] })],
);

/** One row per goal, assist and golden card; unique per match line, so replays are no-ops. */
const matchEvent = {
  id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  matchId: integer().notNull(),
  lineNumber: smallint().notNull(),
  playerId: integer().notNull(),
  teamId: integer().notNull(),
  seasonId: integer().notNull(),
  occurredAt: timestamp({ withTimezone: true }).notNull(),
};

export const goals = pgTable('goals', matchEvent, (t) => [
  uniqueIndex('goals_match_line_unique').on(t.matchId, t.lineNumber),
  index('goals_player_idx').on(t.playerId),
]);

export const assists = pgTable('assists', matchEvent, (t) => [
  uniqueIndex('assists_match_line_unique').on(t.matchId, t.lineNumber),
  index('assists_player_idx').on(t.playerId),
]);

export const goldenCards = pgTable('golden_cards', matchEvent, (t) => [
  uniqueIndex('golden_cards_match_line_player_unique').on(t.matchId, t.lineNumber, t.playerId),
  index('golden_cards_player_idx').on(t.playerId),
]);

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

/**
 * Team event awards (spec §9: goal +12, assist +4, line +1, daily training +12/+5), one row
 * per award or per match, team and kind. source_key makes every award idempotent: the
 * game's award id for ingested rows, e.g. `demo:match:42:7:goal` for simulated ones.
 */
export const teamEventPoints = pgTable(
  'team_event_points',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    sourceKey: text().notNull(),
    seasonId: integer().notNull(),
    teamId: integer().notNull(),
    kind: eventPointKind().notNull(),
    points: integer().notNull(),
    playerId: integer(),
    matchId: integer(),
    day: date({ mode: 'string' }),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('team_event_points_source_unique').on(t.sourceKey),
    index('team_event_points_team_idx').on(t.seasonId, t.teamId),
  ],
);

/**
 * Web point purchases feeding the Top Web Point leaderboard: the demo world's history, what
 * ingestion adds, and one row per delivered webshop order with web points (written by the value
 * core in the delivery's transaction, for the player who receives the points).
 */
export const purchaseHistory = pgTable(
  'purchase_history',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    playerId: integer().notNull(),
    webPoints: integer().notNull(),
    amountCents: integer().notNull(),
    purchasedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    // Covers the period sums (time range → player, points) so they can read the index alone.
    index('purchase_history_time_idx').on(t.purchasedAt, t.playerId, t.webPoints),
    index('purchase_history_player_idx').on(t.playerId),
  ],
);

/**
 * All-time web point totals per player, so the all-time Top Web Point list is a top-N index
 * read too. Statement-level triggers on purchase_history keep it (migration 0003), whatever
 * writes purchases: the demo world, ingestion and the webshop's orders.
 */
export const playerPurchaseTotals = pgTable(
  'player_purchase_totals',
  {
    playerId: integer().primaryKey(),
    webPoints: integer().notNull().default(0),
    purchases: integer().notNull().default(0),
  },
  (t) => [
    index('player_purchase_totals_rank_idx').on(
      t.webPoints.desc().nullsFirst(),
      t.purchases.desc().nullsFirst(),
      t.playerId,
    ),
  ],
);

/**
 * The Top Web Point leaderboard's periods (last 30 days, this month), kept like the all-time
 * totals so each is a top-N index read. A period holds the purchases made at or after its
 * `startsAt`; triggers on purchase_history add and remove rows (migration 0014), and
 * `advance_purchase_window()` moves the start, subtracting only the purchases that left the
 * period since the last move (or adding them back if the start moves earlier).
 */
export const purchaseWindows = pgTable('purchase_windows', {
  period: text().primaryKey(),
  startsAt: timestamp({ withTimezone: true }).notNull(),
});

export const purchaseWindowTotals = pgTable(
  'purchase_window_totals',
  {
    period: text().notNull(),
    playerId: integer().notNull(),
    webPoints: integer().notNull().default(0),
    purchases: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.period, t.playerId] }),
    index('purchase_window_totals_rank_idx').on(
      t.period,
      t.webPoints.desc().nullsFirst(),
      t.purchases.desc().nullsFirst(),
      t.playerId,
    ),
  ],
);

/** Signatures of accepted ingestion requests, kept until their timestamp expires, to refuse replays. */
export const ingestSignatures = pgTable(
  'ingest_signatures',
  {
    signature: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('ingest_signatures_expiry_idx').on(t.expiresAt)],
);
