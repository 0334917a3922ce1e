import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORLD_NOW, seedTinyWorld } from '../../../../test/game-world.ts';
import { createTestDatabase, type TestDatabase } from '../../../../test/test-database.ts';
import { runSimulatorStep } from './simulator-step.ts';

const MINUTE = 60_000;
const at = (ms: number) => new Date(WORLD_NOW.getTime() + ms);
const step = (db: TestDatabase, now: Date) => runSimulatorStep(db, { now, timeZone: 'UTC' });

interface MatchRow {
  id: number;
  status: string;
  kickoff_at: Date;
  finished_at: Date | null;
  home_score: number;
  away_score: number;
  lines_played: number;
}

describe('match simulator', () => {
  let db: TestDatabase;
  let target: MatchRow;
  const read = async (id: number) =>
    (await db.pool.query<MatchRow>('select * from matches where id = $1', [id])).rows[0] as MatchRow;

  beforeAll(async () => {
    db = await createTestDatabase();
    await seedTinyWorld(db);
    // The first match of today that has not kicked off yet at the seeding moment.
    const next = await db.pool.query<MatchRow>(
      `select * from matches where kickoff_at > $1 and kickoff_at < $1::timestamptz + interval '10 hours'
       order by kickoff_at, id limit 1`,
      [WORLD_NOW],
    );
    target = next.rows[0] as MatchRow;
  });
  afterAll(() => db.drop());

  it('has played yesterday and the past finals at seeding, and left later matches scheduled', async () => {
    const byStatus = await db.pool.query<{ status: string; stage: string; n: number }>(
      `select status, stage, count(*)::int as n from matches
       where kickoff_at < $1 group by status, stage order by stage, status`,
      [WORLD_NOW],
    );
    expect(byStatus.rows.every((r) => r.status === 'finished' || r.status === 'live')).toBe(true);
    expect(byStatus.rows.find((r) => r.stage === 'final')?.n).toBe(3);
    expect(target.status).toBe('scheduled');
  });

  it('kicks a match off, plays it line by line with changing scores, and finishes it', async () => {
    const kickoff = target.kickoff_at.getTime();
    await step(db, new Date(kickoff - MINUTE));
    expect((await read(target.id)).status).toBe('scheduled');

    const scores: string[] = [];
    for (const minutes of [2.5, 5, 8.5]) {
      await step(db, new Date(kickoff + minutes * MINUTE));
      const live = await read(target.id);
      expect(live.status).toBe('live');
      expect(live.lines_played).toBe(Math.floor((minutes * MINUTE) / 72_000));
      scores.push(`${live.home_score}-${live.away_score}`);
    }
    expect(new Set(scores).size).toBeGreaterThan(1);

    await step(db, new Date(kickoff + 15 * MINUTE));
    const done = await read(target.id);
    expect(done.status).toBe('finished');
    expect(done.lines_played).toBeGreaterThanOrEqual(10);
    expect(done.finished_at?.getTime()).toBe(kickoff + done.lines_played * 72_000);

    const lines = await db.pool.query<{ home: number; away: number }>(
      `select sum(home_line_score)::int as home, sum(away_line_score)::int as away from match_lines where match_id = $1`,
      [target.id],
    );
    expect(lines.rows[0]).toEqual({ home: done.home_score, away: done.away_score });
    const goals = await db.pool.query<{ n: number }>(
      'select count(*)::int as n from goals where match_id = $1',
      [target.id],
    );
    expect(goals.rows[0]?.n).toBe(done.home_score + done.away_score);
    const points = await db.pool.query<{ kind: string; points: number }>(
      `select kind, sum(points)::int as points from team_event_points where match_id = $1 group by kind`,
      [target.id],
    );
    expect(points.rows.find((r) => r.kind === 'goal')?.points).toBe(12 * (done.home_score + done.away_score));
  });

  it('changes nothing when the same moment is simulated again', async () => {
    const now = new Date(target.kickoff_at.getTime() + 15 * MINUTE);
    const before = await db.pool.query('select count(*) from match_lines');
    const result = await step(db, now);
    expect(result).toMatchObject({
      kickedOff: 0,
      finished: 0,
      lines: 0,
      scheduledDays: [],
      trainingDays: [],
    });
    expect((await db.pool.query('select count(*) from match_lines')).rows).toEqual(before.rows);
  });

  it('schedules the next day and awards the finished day its training', async () => {
    const before = await db.pool.query<{ total: number }>(
      'select sum(training_points)::int as total from team_seasons',
    );
    const result = await step(db, at(24 * 60 * MINUTE));
    expect(result?.scheduledDays).toEqual(['2026-03-12']);
    expect(result?.trainingDays).toEqual(['2026-03-10']);
    const after = await db.pool.query<{ total: number }>(
      'select sum(training_points)::int as total from team_seasons',
    );
    const teams = await db.pool.query<{ n: number }>(
      'select count(*)::int as n from teams where member_count > 0',
    );
    const gained = (after.rows[0]?.total ?? 0) - (before.rows[0]?.total ?? 0);
    expect(gained).toBeGreaterThanOrEqual(5 * (teams.rows[0]?.n ?? 0));
    expect(gained).toBeLessThanOrEqual(12 * (teams.rows[0]?.n ?? 0));
    const tomorrow = await db.pool.query<{ n: number }>(
      `select count(*)::int as n from matches where kickoff_at >= '2026-03-12' and kickoff_at < '2026-03-13'`,
    );
    expect(tomorrow.rows[0]?.n).toBe(12);
  });

  it('skips a tick while another server holds the simulator lock', async () => {
    const other = new pg.Client({ connectionString: db.url });
    await other.connect();
    try {
      await other.query('select pg_advisory_lock(7302114993)');
      expect(await step(db, at(25 * 60 * MINUTE))).toBeNull();
    } finally {
      await other.end();
    }
  });
});
