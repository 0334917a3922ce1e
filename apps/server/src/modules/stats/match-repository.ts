import { and, asc, count, desc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CupStage, MatchStatus } from '@pitchside/contract/match-stats';
import type { Database } from '../../db/client.ts';
import { appMeta } from '../../db/schema/app-meta.ts';
import { matchLines, matches } from '../../db/schema/game-matches.ts';
import { players, seasons, teams } from '../../db/schema/game.ts';

/** Match reads: by kick-off range (matches_kickoff_idx), open ones, cup stages, best totals. */
const home = alias(teams, 'home_team');
const away = alias(teams, 'away_team');

const matchColumns = {
  id: matches.id,
  seasonNumber: seasons.number,
  stage: matches.stage,
  status: matches.status,
  kickoffAt: matches.kickoffAt,
  startedAt: matches.startedAt,
  finishedAt: matches.finishedAt,
  homeTeamId: matches.homeTeamId,
  homeTeamName: home.name,
  awayTeamId: matches.awayTeamId,
  awayTeamName: away.name,
  homeScore: matches.homeScore,
  awayScore: matches.awayScore,
  linesPlayed: matches.linesPlayed,
  lineCount: matches.lineCount,
  homeAttackTotal: matches.homeAttackTotal,
  awayAttackTotal: matches.awayAttackTotal,
  totalAttack: matches.totalAttack,
};

function selectMatches(db: Database) {
  return db
    .select(matchColumns)
    .from(matches)
    .leftJoin(seasons, eq(seasons.id, matches.seasonId))
    .leftJoin(home, eq(home.id, matches.homeTeamId))
    .leftJoin(away, eq(away.id, matches.awayTeamId));
}
export type MatchRecord = Awaited<ReturnType<typeof findMatch>>;

export async function findMatch(db: Database, id: number) {
  const rows = await selectMatches(db).where(eq(matches.id, id));
  return rows[0];
}

export function matchesBetween(
  db: Database,
  range: { from: Date; to: Date; status: MatchStatus | null; limit: number; offset: number },
) {
  const conditions: SQL[] = [gte(matches.kickoffAt, range.from), lt(matches.kickoffAt, range.to)];
  if (range.status) conditions.push(eq(matches.status, range.status));
  return selectMatches(db)
    .where(and(...conditions))
    .orderBy(asc(matches.kickoffAt), asc(matches.id))
    .limit(range.limit)
    .offset(range.offset);
}

/** The matches among `ids` that kick off in [from, to): the changes a live stream shows. */
export function matchesAmong(db: Database, ids: number[], range: { from: Date; to: Date }) {
  return selectMatches(db)
    .where(and(inArray(matches.id, ids), gte(matches.kickoffAt, range.from), lt(matches.kickoffAt, range.to)))
    .orderBy(asc(matches.kickoffAt), asc(matches.id));
}

export function statusCountsBetween(db: Database, from: Date, to: Date) {
  return db
    .select({ status: matches.status, count: count() })
    .from(matches)
    .where(and(gte(matches.kickoffAt, from), lt(matches.kickoffAt, to)))
    .groupBy(matches.status);
}

export function liveMatches(db: Database, limit: number) {
  return selectMatches(db)
    .where(and(ne(matches.status, 'finished'), eq(matches.status, 'live')))
    .orderBy(asc(matches.kickoffAt), asc(matches.id))
    .limit(limit);
}

/** Cup finals or bronze finals, newest first. */
export function cupMatches(db: Database, stage: Exclude<CupStage, 'league'>, limit: number) {
  return selectMatches(db)
    .where(and(ne(matches.stage, 'league'), eq(matches.stage, stage)))
    .orderBy(desc(matches.kickoffAt))
    .limit(limit);
}

export async function cupMatchOfSeason(
  db: Database,
  seasonNumber: number,
  stage: Exclude<CupStage, 'league'>,
) {
  const rows = await selectMatches(db)
    .where(and(ne(matches.stage, 'league'), eq(matches.stage, stage), eq(seasons.number, seasonNumber)))
    .orderBy(desc(matches.kickoffAt))
    .limit(1);
  return rows[0];
}

/** Seasons with a finished cup final, newest first. */
export async function seasonsWithFinals(db: Database): Promise<number[]> {
  const rows = await db
    .selectDistinct({ number: seasons.number })
    .from(matches)
    .innerJoin(seasons, eq(seasons.id, matches.seasonId))
    .where(and(ne(matches.stage, 'league'), eq(matches.stage, 'final'), eq(matches.status, 'finished')))
    .orderBy(desc(seasons.number));
  return rows.map((r) => r.number);
}

export function bestMatches(db: Database, limit: number) {
  return selectMatches(db)
    .where(eq(matches.status, 'finished'))
    .orderBy(desc(matches.totalAttack), asc(matches.id))
    .limit(limit);
}

const homePlayer = alias(players, 'home_player');
const awayPlayer = alias(players, 'away_player');

export function linesOf(db: Database, matchIds: number[]) {
  return db
    .select({
      matchId: matchLines.matchId,
      lineNumber: matchLines.lineNumber,
      isExtraLine: matchLines.isExtraLine,
      homePlayerId: matchLines.homePlayerId,
      homeNickname: homePlayer.nickname,
      awayPlayerId: matchLines.awayPlayerId,
      awayNickname: awayPlayer.nickname,
      homeAttack: matchLines.homeAttack,
      awayAttack: matchLines.awayAttack,
      homeLineScore: matchLines.homeLineScore,
      awayLineScore: matchLines.awayLineScore,
      homeTotalScore: matchLines.homeTotalScore,
      awayTotalScore: matchLines.awayTotalScore,
      playedAt: matchLines.playedAt,
    })
    .from(matchLines)
    .leftJoin(homePlayer, eq(homePlayer.id, matchLines.homePlayerId))
    .leftJoin(awayPlayer, eq(awayPlayer.id, matchLines.awayPlayerId))
    .where(inArray(matchLines.matchId, matchIds))
    .orderBy(asc(matchLines.matchId), asc(matchLines.lineNumber));
}
export type LineRecord = Awaited<ReturnType<typeof linesOf>>[number];

export async function metaValue(db: Database, key: string): Promise<string | null> {
  const rows = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  return rows[0]?.value ?? null;
}

export async function liveCount(db: Database): Promise<number> {
  const rows = await db
    .select({ count: count() })
    .from(matches)
    .where(sql`${matches.status} = 'live'`);
  return rows[0]?.count ?? 0;
}
