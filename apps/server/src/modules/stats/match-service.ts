import {
  MATCH_NOT_FOUND,
  MATCH_LIST_MAX,
  MATCH_RANGE_MAX_DAYS,
  type BestLines,
  type LiveScores,
  type CupStage,
  type Match,
  type MatchStatsHealth,
  type MatchStatus,
  type MatchWithLines,
  type StatusCounts,
} from '@pitchside/contract/match-stats';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { dayKey, dayStart, startOfDayKey } from '../../lib/game-day.ts';
import { SIMULATED_AT_KEY } from '../game/index.ts';
import { currentSeason } from './leaderboard-repository.ts';
import {
  cupMatchOfSeason,
  cupMatches,
  findMatch,
  linesOf,
  liveCount,
  liveMatches,
  matchesAmong,
  matchesBetween,
  metaValue,
  seasonsWithFinals,
  statusCountsBetween,
  type MatchRecord,
} from './match-repository.ts';
import { toMatch, toMatchLine } from './rows.ts';

function countsOf(grouped: Array<{ status: MatchStatus; count: number }>): StatusCounts {
  const counts: StatusCounts = { all: 0, live: 0, scheduled: 0, finished: 0 };
  for (const group of grouped) {
    counts[group.status] = group.count;
    counts.all += group.count;
  }
  return counts;
}

export interface DayPage {
  status: 'all' | MatchStatus;
  limit: number;
  offset: number;
}

/** The simulator ticks every minute; five quiet minutes mean it is not running. */
const STALE_AFTER_MS = 5 * 60_000;

/** Matches by game day (midnight to midnight in GAME_TIMEZONE), live, cup finals, single matches. */
export function createMatchService(
  db: Database,
  options: { clock: () => Date; timeZone: string; world: 'demo' | 'external' },
) {
  const { timeZone } = options;

  async function withLines(records: NonNullable<MatchRecord>[]): Promise<MatchWithLines[]> {
    const lines =
      records.length > 0
        ? await linesOf(
            db,
            records.map((m) => m.id),
          )
        : [];
    return records.map((m) => ({
      ...toMatch(m),
      Lines: lines.filter((l) => l.matchId === m.id).map(toMatchLine),
    }));
  }

  async function between(from: string, to: string, page: DayPage) {
    const start = startOfDayKey(from, timeZone);
    const end = startOfDayKey(to, timeZone, 1);
    const [rows, grouped] = await Promise.all([
      matchesBetween(db, {
        from: start,
        to: end,
        status: page.status === 'all' ? null : page.status,
        limit: page.limit,
        offset: page.offset,
      }),
      statusCountsBetween(db, start, end),
    ]);
    return { data: rows.map(toMatch), from, to, timeZone, counts: countsOf(grouped) };
  }

  return {
    /** Today (delta 0) or yesterday (delta -1) in the game time zone. */
    day(delta: number, page: DayPage) {
      const key = dayKey(dayStart(options.clock(), timeZone, delta), timeZone);
      return between(key, key, page);
    },

    /** Today's matches among `ids` (changed ones; `all` after a bulk change) with today's counts. */
    async todaysChanges(ids: number[] | 'all'): Promise<LiveScores> {
      const key = dayKey(dayStart(options.clock(), timeZone, 0), timeZone);
      const range = { from: startOfDayKey(key, timeZone), to: startOfDayKey(key, timeZone, 1) };
      const [rows, grouped] = await Promise.all([
        ids === 'all'
          ? matchesBetween(db, { ...range, status: null, limit: MATCH_LIST_MAX, offset: 0 })
          : matchesAmong(db, ids, range),
        statusCountsBetween(db, range.from, range.to),
      ]);
      return { matches: rows.map(toMatch), from: key, to: key, timeZone, counts: countsOf(grouped) };
    },

    range(from: string, to: string, page: DayPage) {
      const span =
        (startOfDayKey(to, timeZone).getTime() - startOfDayKey(from, timeZone).getTime()) / 86_400_000;
      if (span < 0) throw new AppError('VALIDATION_FAILED', '"from" must not be after "to"');
      if (span >= MATCH_RANGE_MAX_DAYS) {
        throw new AppError('VALIDATION_FAILED', `A range covers at most ${MATCH_RANGE_MAX_DAYS} days`);
      }
      return between(from, to, page);
    },

    async live(limit: number): Promise<Match[]> {
      return (await liveMatches(db, limit)).map(toMatch);
    },

    async cup(stage: Exclude<CupStage, 'league'>, limit: number): Promise<Match[]> {
      return (await cupMatches(db, stage, limit)).map(toMatch);
    },

    async bestLines(season: number | undefined): Promise<BestLines> {
      const seasons = await seasonsWithFinals(db);
      const seasonNumber = season ?? seasons[0] ?? null;
      if (seasonNumber === null) return { seasonNumber, seasons, final: null, bronzeFinal: null };
      const [final, bronze] = await Promise.all([
        cupMatchOfSeason(db, seasonNumber, 'final'),
        cupMatchOfSeason(db, seasonNumber, 'bronze_final'),
      ]);
      const found = [final, bronze].filter((m) => m !== undefined);
      const full = await withLines(found);
      const byId = (id: number | undefined) => full.find((m) => m.Id === id) ?? null;
      return { seasonNumber, seasons, final: byId(final?.id), bronzeFinal: byId(bronze?.id) };
    },

    async match(id: number): Promise<MatchWithLines> {
      const record = await findMatch(db, id);
      if (!record) throw notFound(MATCH_NOT_FOUND);
      const [full] = await withLines([record]);
      if (!full) throw notFound(MATCH_NOT_FOUND);
      return full;
    },

    async health(): Promise<MatchStatsHealth> {
      const now = options.clock();
      const today = dayKey(now, timeZone);
      const [season, live, todays, simulatedAt] = await Promise.all([
        currentSeason(db),
        liveCount(db),
        statusCountsBetween(db, startOfDayKey(today, timeZone), startOfDayKey(today, timeZone, 1)),
        options.world === 'demo' ? metaValue(db, SIMULATED_AT_KEY) : Promise.resolve(null),
      ]);
      const stale =
        options.world === 'demo' &&
        (!simulatedAt || now.getTime() - new Date(simulatedAt).getTime() > STALE_AFTER_MS);
      return {
        status: stale ? 'stale' : 'ok',
        world: options.world,
        currentSeason: season?.number ?? null,
        liveMatches: live,
        matchesToday: todays.reduce((sum, g) => sum + g.count, 0),
        lastSimulatedAt: simulatedAt,
        serverTime: now.toISOString(),
      };
    },
  };
}
export type MatchService = ReturnType<typeof createMatchService>;
