import { z } from 'zod';
import { CUP_STAGES, MATCH_STATUSES } from './match-stats.ts';
import { PREMIUM_TYPES } from './stats.ts';

/**
 * The signed ingestion API a real game server uses to feed the portal's read model
 * (docs/game-integration.md). Server-to-server, so fields are plain camelCase. Every item is
 * an upsert by the game's own id: sending the same batch twice changes nothing.
 */
export const INGEST_TIMESTAMP_HEADER = 'x-pitchside-timestamp';
export const INGEST_SIGNATURE_HEADER = 'x-pitchside-signature';
/** Requests whose timestamp is further than this from the server clock are refused. */
export const INGEST_MAX_SKEW_SECONDS = 300;
export const INGEST_MAX_ITEMS = 5000;
export const INGEST_KINDS = ['seasons', 'teams', 'players', 'matches', 'event-points'] as const;
export type IngestKind = (typeof INGEST_KINDS)[number];

const id = z.number().int().positive();
const count = z.number().int().min(0);
const isoTime = z.iso.datetime({ offset: true });
const batch = <T extends z.ZodType>(item: T) => z.array(item).min(1).max(INGEST_MAX_ITEMS);

export const ingestSeasons = z.strictObject({
  seasons: batch(
    z.strictObject({ number: id, name: z.string().min(1).max(100), startsAt: isoTime, endsAt: isoTime }),
  ),
});

export const ingestTeams = z.strictObject({
  teams: batch(
    z.strictObject({
      id,
      name: z.string().min(1).max(100),
      power: count,
      captainPlayerId: id.nullable().optional(),
      /** Omitted: counted from the players on record. */
      memberCount: count.optional(),
      seasonPower: count,
      totalPower: count,
    }),
  ),
});

export const ingestPlayers = z.strictObject({
  players: batch(
    z.strictObject({
      id,
      nickname: z.string().min(1).max(64),
      level: count,
      seasonLevel: count,
      teamId: id.nullable(),
      premiumType: z.enum(PREMIUM_TYPES),
      referralId: z.string().regex(/^[A-Z0-9-]{4,32}$/, 'must be upper-case letters, digits and dashes'),
      /** The player who referred this one, if any. */
      referredById: id.nullable().optional(),
      /** Totals of the current season; they replace the stored ones. */
      season: z
        .strictObject({ goals: count, assists: count, goldenCards: count, matchesPlayed: count })
        .optional(),
    }),
  ),
});

const ingestLine = z.strictObject({
  lineNumber: z.number().int().min(1).max(50),
  isExtraLine: z.boolean().default(false),
  homePlayerId: id.nullable(),
  awayPlayerId: id.nullable(),
  homeAttack: count,
  awayAttack: count,
  homeLineScore: count,
  awayLineScore: count,
  playedAt: isoTime,
});

export const ingestMatches = z.strictObject({
  matches: batch(
    z.strictObject({
      id,
      seasonNumber: id,
      stage: z.enum(CUP_STAGES).default('league'),
      status: z.enum(MATCH_STATUSES),
      kickoffAt: isoTime,
      startedAt: isoTime.nullable().optional(),
      finishedAt: isoTime.nullable().optional(),
      homeTeamId: id,
      awayTeamId: id,
      homeScore: count,
      awayScore: count,
      /** When present, the lines replace the stored lines of the match. */
      lines: z.array(ingestLine).max(50).optional(),
    }),
  ),
});

export const ingestEventPoints = z.strictObject({
  eventPoints: batch(
    z.strictObject({
      /** The game's unique id of this award; a repeated id is ignored. */
      id: z.string().min(1).max(100),
      teamId: id,
      /** Defaults to the current season. */
      seasonNumber: id.optional(),
      kind: z.enum(['goal', 'assist', 'training', 'line']),
      points: z.number().int().min(-1000).max(1000),
      playerId: id.nullable().optional(),
      matchId: id.nullable().optional(),
      occurredAt: isoTime,
    }),
  ),
});

export const ingestResult = z.object({ kind: z.enum(INGEST_KINDS), received: z.number().int() });
export type IngestResult = z.infer<typeof ingestResult>;
