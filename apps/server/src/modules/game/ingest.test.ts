import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { expectServerError } from '../../../test/server-log.ts';
import { signIngestBody } from './signature.ts';

const SECRET = 'test-ingest-secret-0123456789abcdef0123456789';
const NOW = new Date('2026-03-10T12:00:00Z');
const nowSeconds = () => Math.floor(NOW.getTime() / 1000);

describe('game ingestion API', () => {
  let t: TestApp;

  /** Sends a body the way a game server does: signed over the exact bytes. */
  const send = (
    kind: string,
    body: unknown,
    options: { timestamp?: number; secret?: string; signature?: string; raw?: string } = {},
  ) => {
    const raw = options.raw ?? JSON.stringify(body);
    const timestamp = String(options.timestamp ?? nowSeconds());
    const signature =
      options.signature ?? `sha256=${signIngestBody(options.secret ?? SECRET, timestamp, raw)}`;
    return t.app.inject({
      method: 'POST',
      url: `/api/game/ingest/${kind}`,
      headers: {
        'content-type': 'application/json',
        'x-pitchside-timestamp': timestamp,
        'x-pitchside-signature': signature,
      },
      payload: raw,
    });
  };

  beforeAll(async () => {
    t = await createTestApp({
      env: { GAME_WORLD: 'external', GAME_INGEST_SECRET: SECRET },
      clock: () => NOW,
    });
  });
  afterAll(() => t.close());

  const season = {
    seasons: [
      { number: 12, name: 'Season 12', startsAt: '2026-02-01T00:00:00Z', endsAt: '2026-04-01T00:00:00Z' },
    ],
  };

  it('accepts a correctly signed batch without a CSRF token', async () => {
    const res = await send('seasons', season);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { kind: 'seasons', received: 1 } });
  });

  it('refuses a wrong secret, a changed body, and missing headers', async () => {
    const wrong = await send('seasons', season, { secret: 'another-secret-of-enough-length-000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: 'UNAUTHORIZED', message: 'Invalid signature' });

    const timestamp = String(nowSeconds());
    const signature = signIngestBody(SECRET, timestamp, JSON.stringify(season));
    const tampered = await send('seasons', null, {
      raw: JSON.stringify({ seasons: [{ ...season.seasons[0], name: 'Hacked' }] }),
      signature,
    });
    expect(tampered.statusCode).toBe(401);

    const bare = await t.app.inject({ method: 'POST', url: '/api/game/ingest/seasons', payload: season });
    expect(bare.statusCode).toBe(401);
  });

  it('refuses timestamps more than 5 minutes away', async () => {
    for (const skew of [-301, 301]) {
      const res = await send('seasons', season, { timestamp: nowSeconds() + skew });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Request timestamp is outside the allowed 5-minute window');
    }
    expect((await send('seasons', season, { timestamp: nowSeconds() - 290 })).statusCode).toBe(200);
  });

  it('refuses a replayed request', async () => {
    const timestamp = nowSeconds() - 10;
    expect((await send('seasons', season, { timestamp })).statusCode).toBe(200);
    const replay = await send('seasons', season, { timestamp });
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toMatchObject({ error: 'CONFLICT' });
  });

  it('validates a signed body strictly', async () => {
    const unknown = await send('teams', {
      teams: [{ id: 1, name: 'X', power: 1, seasonPower: 1, totalPower: 1, owner: 'me' }],
    });
    expect(unknown.statusCode).toBe(400);
    const notJson = await send('teams', null, { raw: '{"teams": [' });
    expect(notJson.statusCode).toBe(400);
  });

  it('upserts teams, players, matches and event points into the public lists', async () => {
    const teams = {
      teams: [
        {
          id: 10,
          name: 'Real Ingestia',
          power: 900,
          captainPlayerId: 100,
          seasonPower: 50,
          totalPower: 5000,
        },
        {
          id: 20,
          name: 'Signed United',
          power: 800,
          captainPlayerId: 999,
          seasonPower: 70,
          totalPower: 4000,
        },
      ],
    };
    expect((await send('teams', teams)).statusCode).toBe(200);
    const players = {
      players: [
        {
          id: 100,
          nickname: 'Captain10',
          level: 80,
          seasonLevel: 20,
          teamId: 10,
          premiumType: 'platinum',
          referralId: 'G-100',
          season: { goals: 9, assists: 2, goldenCards: 1, matchesPlayed: 5 },
        },
        {
          id: 101,
          nickname: 'Winger',
          level: 60,
          seasonLevel: 25,
          teamId: 10,
          premiumType: 'none',
          referralId: 'G-101',
          referredById: 100,
          season: { goals: 9, assists: 4, goldenCards: 0, matchesPlayed: 5 },
        },
        {
          id: 200,
          nickname: 'Loner',
          level: 90,
          seasonLevel: 10,
          teamId: null,
          premiumType: 'silver',
          referralId: 'G-200',
          referredById: 100,
        },
      ],
    };
    expect((await send('players', players)).statusCode).toBe(200);
    // Sending the same data again (signed anew) changes nothing.
    expect((await send('players', players, { timestamp: nowSeconds() - 1 })).statusCode).toBe(200);

    const matches = {
      matches: [
        {
          id: 5000,
          seasonNumber: 12,
          stage: 'final',
          status: 'finished',
          kickoffAt: '2026-03-09T19:00:00Z',
          finishedAt: '2026-03-09T19:12:00Z',
          homeTeamId: 10,
          awayTeamId: 20,
          homeScore: 1,
          awayScore: 0,
          lines: [
            {
              lineNumber: 1,
              homePlayerId: 100,
              awayPlayerId: null,
              homeAttack: 95000,
              awayAttack: 0,
              homeLineScore: 1,
              awayLineScore: 0,
              playedAt: '2026-03-09T19:01:12Z',
            },
            {
              lineNumber: 2,
              homePlayerId: 101,
              awayPlayerId: null,
              homeAttack: 70000,
              awayAttack: 0,
              homeLineScore: 0,
              awayLineScore: 0,
              playedAt: '2026-03-09T19:02:24Z',
            },
          ],
        },
      ],
    };
    expect((await send('matches', matches)).statusCode).toBe(200);
    const points = {
      eventPoints: [
        { id: 'award-1', teamId: 10, kind: 'goal', points: 12, occurredAt: '2026-03-09T19:01:12Z' },
        { id: 'award-2', teamId: 10, kind: 'training', points: 5, occurredAt: '2026-03-09T20:00:00Z' },
      ],
    };
    expect((await send('event-points', points)).statusCode).toBe(200);
    expect((await send('event-points', points, { timestamp: nowSeconds() - 2 })).statusCode).toBe(200);
    const unknownSeason = await send('matches', {
      matches: [{ ...matches.matches[0], id: 5001, seasonNumber: 99, lines: undefined }],
    });
    expect(unknownSeason.statusCode).toBe(400);

    const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();
    const topTeams = (await get('/api/public/leaderboards/teams/top')).data;
    expect(topTeams).toMatchObject([
      { TeamId: 10, CaptainNickName: 'Captain10', MemberCount: 2 },
      { TeamId: 20, CaptainNickName: 'Unknown', MemberCount: 0 },
    ]);
    const scorers = (await get('/api/public/leaderboards/goals/top')).data;
    expect(scorers.map((r: { UserId: number }) => r.UserId)).toEqual([101, 100]);
    expect((await get('/api/public/leaderboards/players/top')).data[0]).toMatchObject({
      Id: 200,
      TeamName: 'No Team',
    });
    expect((await get('/api/public/leaderboards/referrals/top')).data[0]).toMatchObject({
      UserId: 100,
      ReferralCount: 2,
    });
    expect((await get('/api/public/seasonal-events/teams')).data[0]).toMatchObject({
      TeamId: 10,
      GoalPoints: 12,
      TrainingPoints: 5,
      TotalPoints: 17,
    });
    const final = (await get('/api/public/matches/5000')).data;
    expect(final).toMatchObject({ Stage: 'final', Winner: 'home', LinesPlayed: 2, TotalAttack: 165000 });
    expect(final.Lines[1]).toMatchObject({ HomeNickName: 'Winger', AwayNickName: '—', HomeTotalScore: 1 });
    expect((await get('/api/public/leaderboards/attackers/best')).data[0]).toMatchObject({
      UserId: 100,
      AttackScore: 95000,
    });
    expect((await get('/api/public/matches/health')).data).toMatchObject({ world: 'external', status: 'ok' });
  });

  it('is switched off without GAME_INGEST_SECRET', async () => {
    const off = await createTestApp();
    try {
      expectServerError(/503 \/api\/game\/ingest\/seasons/);
      const res = await off.app.inject({ method: 'POST', url: '/api/game/ingest/seasons', payload: season });
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toBe('SERVICE_UNAVAILABLE');
    } finally {
      await off.close();
    }
  });
});
