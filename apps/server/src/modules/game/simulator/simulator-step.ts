import type pg from 'pg';
import type { DatabaseHandle } from '../../../db/client.ts';
import { DEMO_SCALES } from '../../../db/demo/demo-scale.ts';
import { DEMO_META_KEY, scheduleMarker, trainingMarker, type DemoMeta } from '../../../db/demo/demo-meta.ts';
import { dayKey, dayNumber, dayStart, startOfDayKey } from '../../../lib/game-day.ts';
import type { OpenMatch } from './open-match.ts';
import { playMatches } from './play-matches.ts';
import { trainingPoints } from './rules.ts';
import { planLeagueDay } from './schedule.ts';

/**
 * One tick of the demo game: schedule today and tomorrow, award yesterday's training, and
 * bring every match whose kick-off has passed up to `now`. Everything follows from stored
 * timestamps and the world's seed, so a tick may come late, twice, or after a restart and
 * the world ends up the same. Tests call it with a fake clock.
 */
// A session-level advisory lock: with several servers, one ticks and the others skip.
const SIMULATOR_LOCK_ID = 7_302_114_993;
export const SIMULATED_AT_KEY = 'demo.simulated_at';
const BATCH_SIZE = 500;

export interface StepResult {
  scheduledDays: string[];
  trainingDays: string[];
  kickedOff: number;
  finished: number;
  lines: number;
}

export async function runSimulatorStep(
  { pool }: DatabaseHandle,
  options: { now: Date; timeZone: string },
): Promise<StepResult | null> {
  const client = await pool.connect();
  try {
    const lock = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [
      SIMULATOR_LOCK_ID,
    ]);
    if (!lock.rows[0]?.ok) return null;
    try {
      const meta = await readDemoMeta(client);
      if (!meta) return null;
      const { now, timeZone } = options;
      const result: StepResult = { scheduledDays: [], trainingDays: [], kickedOff: 0, finished: 0, lines: 0 };
      for (const delta of [0, 1]) {
        const day = dayKey(dayStart(now, timeZone, delta), timeZone);
        if (await scheduleDay(client, meta, day, timeZone)) result.scheduledDays.push(day);
      }
      for (const delta of [-2, -1]) {
        const day = dayKey(dayStart(now, timeZone, delta), timeZone);
        if (await awardTraining(client, meta, day, timeZone)) result.trainingDays.push(day);
      }
      await playDueMatches(client, meta.seed, now, result);
      await client.query(
        `insert into app_meta (key, value, updated_at) values ($1, $2, now())
         on conflict (key) do update set value = excluded.value, updated_at = now()`,
        [SIMULATED_AT_KEY, now.toISOString()],
      );
      return result;
    } finally {
      await client.query('select pg_advisory_unlock($1)', [SIMULATOR_LOCK_ID]).catch(() => {});
    }
  } finally {
    client.release();
  }
}

export async function readDemoMeta(client: pg.PoolClient): Promise<DemoMeta | null> {
  const row = await client.query<{ value: string }>('select value from app_meta where key = $1', [
    DEMO_META_KEY,
  ]);
  const value = row.rows[0]?.value;
  return value ? (JSON.parse(value) as DemoMeta) : null;
}

/** Runs `work` in a transaction that first claims a marker; an already claimed marker skips it. */
async function once(client: pg.PoolClient, marker: string, work: () => Promise<void>): Promise<boolean> {
  await client.query('begin');
  try {
    const claimed = await client.query(
      `insert into app_meta (key, value) values ($1, '1') on conflict (key) do nothing returning key`,
      [marker],
    );
    if (claimed.rowCount) await work();
    await client.query('commit');
    return Boolean(claimed.rowCount);
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
}

/** The season a game day belongs to: the latest one started by then (the last one runs on). */
async function seasonIdAt(client: pg.PoolClient, instant: Date): Promise<number | null> {
  const row = await client.query<{ id: number }>(
    `select id from seasons where starts_at <= $1 order by starts_at desc limit 1`,
    [instant],
  );
  return row.rows[0]?.id ?? null;
}

async function activeTeamIds(client: pg.PoolClient): Promise<number[]> {
  const rows = await client.query<{ id: number }>('select id from teams where member_count > 0 order by id');
  return rows.rows.map((r) => r.id);
}

function scheduleDay(client: pg.PoolClient, meta: DemoMeta, day: string, timeZone: string): Promise<boolean> {
  return once(client, scheduleMarker(day), async () => {
    const fixtures = planLeagueDay({
      seed: meta.seed,
      day,
      timeZone,
      teamIds: await activeTeamIds(client),
      matchesPerDay: DEMO_SCALES[meta.scale].matchesPerDay,
    });
    const seasonId = await seasonIdAt(client, fixtures[0]?.kickoffAt ?? new Date());
    if (seasonId === null || fixtures.length === 0) return;
    await client.query(
      `insert into matches (season_id, kickoff_at, home_team_id, away_team_id)
       select $1, * from unnest($2::timestamptz[], $3::int[], $4::int[])`,
      [
        seasonId,
        fixtures.map((f) => f.kickoffAt),
        fixtures.map((f) => f.homeTeamId),
        fixtures.map((f) => f.awayTeamId),
      ],
    );
  });
}

/** Daily training (+12 with a goal, +5 without) for every team, once per finished day. */
function awardTraining(
  client: pg.PoolClient,
  meta: DemoMeta,
  day: string,
  timeZone: string,
): Promise<boolean> {
  return once(client, trainingMarker(day), async () => {
    const start = startOfDayKey(day, timeZone);
    const seasonId = await seasonIdAt(client, start);
    if (seasonId === null) return;
    const teamIds = await activeTeamIds(client);
    const points = teamIds.map((id) => trainingPoints(meta.seed, id, dayNumber(day)));
    await client.query(
      `with awarded as (
         insert into team_event_points (source_key, season_id, team_id, kind, points, day, occurred_at)
         select 'demo:training:' || $2 || ':' || t.team_id, $1, t.team_id, 'training', t.points, $2::date, $3
         from unnest($4::int[], $5::int[]) as t(team_id, points)
         on conflict (source_key) do nothing
         returning team_id, points
       )
       insert into team_seasons (season_id, team_id, training_points)
       select $1, team_id, points from awarded
       on conflict (season_id, team_id) do update set
         training_points = team_seasons.training_points + excluded.training_points`,
      [seasonId, day, new Date(dayStart(start, timeZone, 1).getTime() - 60_000), teamIds, points],
    );
  });
}

async function playDueMatches(
  client: pg.PoolClient,
  seed: number,
  now: Date,
  result: StepResult,
): Promise<void> {
  // Keyset pages: live matches with no line due stay open and must not be read again.
  let after: { kickoff: Date; id: number } = { kickoff: new Date(0), id: 0 };
  for (;;) {
    const page = await client.query<OpenMatch>(
      `select id, season_id, stage, status, kickoff_at, home_team_id, away_team_id, home_score, away_score,
         lines_played
       from matches
       where status <> 'finished' and kickoff_at <= $1 and (kickoff_at, id) > ($2, $3)
       order by kickoff_at, id
       limit $4`,
      [now, after.kickoff, after.id, BATCH_SIZE],
    );
    const last = page.rows[page.rows.length - 1];
    if (!last) return;
    const counts = await playMatches(client, seed, page.rows, now);
    result.kickedOff += counts.kickedOff;
    result.finished += counts.finished;
    result.lines += counts.lines;
    if (page.rows.length < BATCH_SIZE) return;
    after = { kickoff: last.kickoff_at, id: last.id };
  }
}
