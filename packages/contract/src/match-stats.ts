import { z } from 'zod';
import { calendarDay, idParam, offsetParam, sizeParam } from './bounds.ts';
import { okEnvelope } from './api.ts';
import { LEADERBOARD_MAX } from './stats.ts';

/**
 * Matches of the game world (spec §3 "Match", §7 "Match stats"). A match is played in lines:
 * each line pits one home player against one away player; the side with more attacks wins
 * the line 1–0 (within 6 % it is 0–0). Cup matches level after the regular lines get extra
 * lines until one side wins.
 */
export const MATCH_STATUSES = ['scheduled', 'live', 'finished'] as const;
export const matchStatus = z.enum(MATCH_STATUSES);
export type MatchStatus = z.infer<typeof matchStatus>;

export const CUP_STAGES = ['league', 'final', 'bronze_final'] as const;
export const cupStage = z.enum(CUP_STAGES);
export type CupStage = z.infer<typeof cupStage>;

export const MATCH_NOT_FOUND = 'Match not found';
export const MATCH_LIST_DEFAULT = 300;
export const MATCH_LIST_MAX = 500;
/** A range covers at most this many game days. */
export const MATCH_RANGE_MAX_DAYS = 7;

const int = z.number().int();

export const match = z.object({
  Id: int,
  SeasonNumber: int,
  Stage: cupStage,
  Status: matchStatus,
  /** ISO 8601. */
  KickoffAt: z.string(),
  StartedAt: z.string().nullable(),
  FinishedAt: z.string().nullable(),
  HomeTeamId: int,
  HomeTeamName: z.string(),
  AwayTeamId: int,
  AwayTeamName: z.string(),
  /** Lines won so far: the score while live, the final score once finished. */
  HomeScore: int,
  AwayScore: int,
  /** Set once finished. */
  Winner: z.enum(['home', 'away', 'draw']).nullable(),
  LinesPlayed: int,
  /** Regular lines planned (extra lines come on top). */
  LineCount: int,
  HomeAttackTotal: int,
  AwayAttackTotal: int,
  TotalAttack: int,
});
export type Match = z.infer<typeof match>;

export const matchLine = z.object({
  LineNumber: int,
  IsExtraLine: z.boolean(),
  HomePlayerId: int.nullable(),
  HomeNickName: z.string(),
  AwayPlayerId: int.nullable(),
  AwayNickName: z.string(),
  HomeAttack: int,
  AwayAttack: int,
  /** This line's score. */
  HomeLineScore: int,
  AwayLineScore: int,
  /** The match score after this line. */
  HomeTotalScore: int,
  AwayTotalScore: int,
  PlayedAt: z.string(),
});
export type MatchLine = z.infer<typeof matchLine>;

export const matchWithLines = match.extend({ Lines: z.array(matchLine) });
export type MatchWithLines = z.infer<typeof matchWithLines>;

export const bestMatchRow = match.extend({ Rank: int });
export type BestMatchRow = z.infer<typeof bestMatchRow>;

export const statusCounts = z.object({ all: int, live: int, scheduled: int, finished: int });
export type StatusCounts = z.infer<typeof statusCounts>;

export const dayMatchesQuery = z.strictObject({
  status: z.enum(['all', ...MATCH_STATUSES]).default('all'),
  limit: sizeParam.default(MATCH_LIST_DEFAULT).transform((n) => Math.min(Math.max(n, 1), MATCH_LIST_MAX)),
  offset: offsetParam.default(0),
});

export const matchRangeQuery = dayMatchesQuery.extend({ from: calendarDay, to: calendarDay });

/** Today's / yesterday's / a range's matches: the filtered page plus counts for the whole day(s). */
export const dayMatchesMeta = {
  /** First game day covered (YYYY-MM-DD in the game time zone). */
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  counts: statusCounts,
};

export const finalsQuery = z.strictObject({
  limit: sizeParam.default(20).transform((n) => Math.min(Math.max(n, 1), LEADERBOARD_MAX)),
});

export const bestLinesQuery = z.strictObject({ season: idParam.optional() });

/** The Cup Final Match Lines screen: the final and bronze final of one season, line by line. */
export const bestLines = z.object({
  seasonNumber: int.nullable(),
  /** Seasons that have a cup final on record, newest first (for a season picker). */
  seasons: z.array(int),
  final: matchWithLines.nullable(),
  bronzeFinal: matchWithLines.nullable(),
});
export type BestLines = z.infer<typeof bestLines>;

export const matchIdParams = z.strictObject({ id: idParam });

export const matchStatsHealth = z.object({
  /** `stale` when the demo simulator has not run for 5 minutes. */
  status: z.enum(['ok', 'stale']),
  world: z.enum(['demo', 'external']),
  currentSeason: int.nullable(),
  liveMatches: int,
  matchesToday: int,
  lastSimulatedAt: z.string().nullable(),
  serverTime: z.string(),
});
export type MatchStatsHealth = z.infer<typeof matchStatsHealth>;

export const dayMatchesResponse = okEnvelope(z.array(match)).extend(dayMatchesMeta);

/**
 * One event of `GET /api/public/matches/stream` (`event: scores`): today's matches whose score
 * or status just changed, with today's counts after the change.
 */
export const liveScores = z.object({ matches: z.array(match), ...dayMatchesMeta });
export type LiveScores = z.infer<typeof liveScores>;
export { LIVE_SCORES_EVENT } from './live-scores-event.ts';
export const matchListResponse = okEnvelope(z.array(match));
export const matchDetailResponse = okEnvelope(matchWithLines);
export const bestLinesResponse = okEnvelope(bestLines);
export const bestMatchesResponse = okEnvelope(z.array(bestMatchRow));
export const matchStatsHealthResponse = okEnvelope(matchStatsHealth);
