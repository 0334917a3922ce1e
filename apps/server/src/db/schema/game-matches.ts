import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { matchStatus, cupStage, eventPointKind } from './game.ts';

/** The game's matches and what happened in them, line by line (read model, game.ts explains). */

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
