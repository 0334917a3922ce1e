import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORLD_NOW, seedTinyWorld } from '../../../test/game-world.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { runSimulatorStep } from '../game/simulator/simulator-step.ts';

interface MatchJson {
  Id: number;
  Status: string;
  Stage: string;
  KickoffAt: string;
  HomeScore: number;
  AwayScore: number;
  Winner: string | null;
  LinesPlayed: number;
  SeasonNumber: number;
  Lines?: { LineNumber: number; IsExtraLine: boolean; HomeTotalScore: number; AwayTotalScore: number }[];
}

describe('public match stats', () => {
  let t: TestApp;
  let liveId: number;
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await createTestApp({ clock: () => WORLD_NOW });
    await seedTinyWorld(t.database);
    // Put one of today's later matches on the pitch: the simulator plays it 3 minutes in.
    const next = await t.database.pool.query<{ id: number; kickoff_at: Date }>(
      `select id, kickoff_at from matches where kickoff_at > $1 and stage = 'league' order by kickoff_at, id limit 1`,
      [WORLD_NOW],
    );
    const match = next.rows[0];
    if (!match) throw new Error('no match after noon');
    liveId = match.id;
    await runSimulatorStep(t.database, {
      now: new Date(match.kickoff_at.getTime() + 180_000),
      timeZone: 'UTC',
    });
  });
  afterAll(() => t.close());

  it("lists today's matches in kick-off order with counts per status, refreshed every 15 s", async () => {
    const res = await get('/api/public/matches/today');
    expect(res.headers['cache-control']).toBe('public, max-age=15, stale-while-revalidate=30');
    const body = res.json();
    expect(body).toMatchObject({ success: true, from: '2026-03-10', to: '2026-03-10', timeZone: 'UTC' });
    expect(body.counts.all).toBe(12);
    expect(body.counts.live + body.counts.scheduled + body.counts.finished).toBe(12);
    expect(body.counts.live).toBeGreaterThanOrEqual(1);
    const kickoffs = body.data.map((m: MatchJson) => m.KickoffAt);
    expect([...kickoffs].sort()).toEqual(kickoffs);

    const finished = (await get('/api/public/matches/today?status=finished')).json();
    expect(finished.data).toHaveLength(body.counts.finished);
    expect(finished.data.every((m: MatchJson) => m.Status === 'finished' && m.Winner !== null)).toBe(true);
    expect(finished.counts).toEqual(body.counts);
    const page = (await get('/api/public/matches/today?limit=2&offset=1')).json().data;
    expect(page).toEqual(body.data.slice(1, 3));
  });

  it("shows yesterday's scores with winner or draw", async () => {
    const body = (await get('/api/public/matches/yesterday')).json();
    expect(body.from).toBe('2026-03-09');
    expect(body.counts).toEqual({ all: 12, live: 0, scheduled: 0, finished: 12 });
    for (const m of body.data as MatchJson[]) {
      const expected = m.HomeScore > m.AwayScore ? 'home' : m.AwayScore > m.HomeScore ? 'away' : 'draw';
      expect(m.Winner).toBe(expected);
    }
  });

  it('reads a range of days, and refuses a reversed or too long one', async () => {
    const body = (await get('/api/public/matches/range?from=2026-03-09&to=2026-03-11')).json();
    expect(body.counts.all).toBe(36);
    expect((await get('/api/public/matches/range?from=2026-03-11&to=2026-03-09')).statusCode).toBe(400);
    expect((await get('/api/public/matches/range?from=2026-03-01&to=2026-03-09')).statusCode).toBe(400);
    expect((await get('/api/public/matches/range?from=yesterday&to=2026-03-09')).statusCode).toBe(400);
  });

  it('lists live matches with their current score', async () => {
    const live: MatchJson[] = (await get('/api/public/matches/live')).json().data;
    const ours = live.find((m) => m.Id === liveId);
    expect(ours).toMatchObject({ Status: 'live', LinesPlayed: 2, Winner: null });
    expect(live.every((m) => m.Status === 'live')).toBe(true);
  });

  it('lists cup finals and bronze finals of past seasons, newest first', async () => {
    const finals: MatchJson[] = (await get('/api/public/matches/finals')).json().data;
    expect(finals.map((m) => [m.SeasonNumber, m.Stage])).toEqual([
      [11, 'final'],
      [10, 'final'],
      [9, 'final'],
    ]);
    expect(finals.every((m) => m.Winner === 'home' || m.Winner === 'away')).toBe(true);
    const bronze: MatchJson[] = (await get('/api/public/matches/bronze-finals')).json().data;
    expect(bronze.map((m) => m.Stage)).toEqual(['bronze_final', 'bronze_final', 'bronze_final']);
  });

  it('shows a season’s cup final lines, the latest by default', async () => {
    const latest = (await get('/api/public/matches/best-lines')).json().data;
    expect(latest.seasonNumber).toBe(11);
    expect(latest.seasons).toEqual([11, 10, 9]);
    const lines = latest.final.Lines as NonNullable<MatchJson['Lines']>;
    expect(lines.length).toBeGreaterThanOrEqual(10);
    expect(lines.map((l) => l.LineNumber)).toEqual(lines.map((_, i) => i + 1));
    const last = lines[lines.length - 1];
    expect([last?.HomeTotalScore, last?.AwayTotalScore]).toEqual([
      latest.final.HomeScore,
      latest.final.AwayScore,
    ]);
    expect(latest.bronzeFinal.Stage).toBe('bronze_final');
    expect((await get('/api/public/matches/best-lines?season=9')).json().data.final.SeasonNumber).toBe(9);
    expect((await get('/api/public/matches/best-lines?season=3')).json().data).toMatchObject({
      seasonNumber: 3,
      final: null,
      bronzeFinal: null,
    });
  });

  it('gives one match with its lines, and the spec-style text for a missing one', async () => {
    const match = (await get(`/api/public/matches/${liveId}`)).json().data;
    expect(match.Lines).toHaveLength(2);
    const missing = await get('/api/public/matches/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Match not found');
  });

  it('reports the state of the match feed', async () => {
    const health = (await get('/api/public/matches/health')).json().data;
    expect(health).toMatchObject({ world: 'demo', currentSeason: 12, matchesToday: 12 });
    expect(health.liveMatches).toBeGreaterThanOrEqual(1);
    expect(health.lastSimulatedAt).not.toBeNull();
  });
});
