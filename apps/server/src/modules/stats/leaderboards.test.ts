import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORLD_NOW, seedTinyWorld } from '../../../test/game-world.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

type Row = Record<string, unknown>;

/** Rows must follow these keys in order (desc/asc), and carry ranks 1..n. */
function expectOrdered(rows: Row[], keys: [string, 'desc' | 'asc'][]) {
  rows.forEach((row, i) => expect(row.Rank).toBe(i + 1));
  for (let i = 1; i < rows.length; i++) {
    const [a, b] = [rows[i - 1] as Row, rows[i] as Row];
    for (const [key, direction] of keys) {
      const [x, y] = [Number(a[key]), Number(b[key])];
      if (x === y) continue;
      expect(direction === 'desc' ? x > y : x < y, `${key} at rank ${i + 1}`).toBe(true);
      break;
    }
  }
}

describe('public leaderboards', () => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const rows = async (url: string): Promise<Row[]> => {
    const res = await get(url);
    expect(res.statusCode, url).toBe(200);
    return res.json().data;
  };

  beforeAll(async () => {
    t = await createTestApp({ clock: () => WORLD_NOW });
    await seedTinyWorld(t.database);
  });
  afterAll(() => t.close());

  it('gives the home page its four lists in one call, with the spec sizes and field names', async () => {
    const res = await get('/api/public/leaderboards/all');
    expect(res.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=600');
    const { topTeams, topPlayers, topScorers, topAssists } = res.json().data;
    expect([topTeams.length, topPlayers.length, topScorers.length, topAssists.length]).toEqual([
      20, 20, 30, 30,
    ]);
    expect(Object.keys(topTeams[0]).sort()).toEqual([
      'CaptainId',
      'CaptainNickName',
      'MemberCount',
      'Rank',
      'SeasonPower',
      'TeamId',
      'TeamName',
      'TeamPower',
      'TotalPower',
    ]);
    expect(Object.keys(topPlayers[0]).sort()).toEqual([
      'Id',
      'NickName',
      'PremiumType',
      'Rank',
      'SeasonLevel',
      'TeamId',
      'TeamName',
      'TotalLevel',
      'UserLevel',
    ]);
    expect(Object.keys(topScorers[0]).sort()).toEqual([
      'GoalCount',
      'NickName',
      'Rank',
      'SeasonLevel',
      'TeamName',
      'UserId',
    ]);
    expect(Object.keys(topAssists[0]).sort()).toEqual([
      'AssistCount',
      'NickName',
      'Rank',
      'SeasonLevel',
      'TeamName',
      'UserId',
    ]);
    expect(topTeams).toEqual(await rows('/api/public/leaderboards/teams/top'));
    expect(topScorers).toEqual(await rows('/api/public/leaderboards/goals/top'));
  });

  it.each([
    [
      'teams/top',
      20,
      [
        ['TeamPower', 'desc'],
        ['SeasonPower', 'desc'],
        ['TeamId', 'asc'],
      ],
      300,
    ],
    [
      'players/top',
      20,
      [
        ['UserLevel', 'desc'],
        ['SeasonLevel', 'desc'],
        ['Id', 'asc'],
      ],
      300,
    ],
    [
      'goals/top',
      30,
      [
        ['GoalCount', 'desc'],
        ['SeasonLevel', 'desc'],
        ['UserId', 'asc'],
      ],
      300,
    ],
    [
      'assists/top',
      30,
      [
        ['AssistCount', 'desc'],
        ['SeasonLevel', 'desc'],
        ['UserId', 'asc'],
      ],
      300,
    ],
    [
      'players/season',
      30,
      [
        ['SeasonLevel', 'desc'],
        ['UserLevel', 'desc'],
        ['Id', 'asc'],
      ],
      600,
    ],
    [
      'teams/season',
      24,
      [
        ['SeasonPower', 'desc'],
        ['TeamPower', 'desc'],
        ['TeamId', 'asc'],
      ],
      600,
    ],
    [
      'referrals/top',
      20,
      [
        ['ReferralCount', 'desc'],
        ['SeasonLevel', 'desc'],
        ['UserId', 'asc'],
      ],
      900,
    ],
    [
      'attackers/best',
      10,
      [
        ['AttackScore', 'desc'],
        ['SeasonLevel', 'desc'],
        ['UserId', 'asc'],
      ],
      1800,
    ],
    [
      'matches/best',
      10,
      [
        ['TotalAttack', 'desc'],
        ['Id', 'asc'],
      ],
      1800,
    ],
    [
      'global/teams',
      24,
      [
        ['TotalPower', 'desc'],
        ['TeamPower', 'desc'],
        ['TeamId', 'asc'],
      ],
      300,
    ],
    [
      'global/players',
      50,
      [
        ['TotalLevel', 'desc'],
        ['SeasonLevel', 'desc'],
        ['Id', 'asc'],
      ],
      300,
    ],
  ] as const)('%s: default size %i, ordered, cached %is', async (path, size, order, fresh) => {
    const res = await get(`/api/public/leaderboards/${path}`);
    expect(res.headers['cache-control']).toBe(
      `public, max-age=${fresh}, stale-while-revalidate=${fresh * 2}`,
    );
    const list: Row[] = res.json().data;
    expect(list).toHaveLength(size);
    expectOrdered(
      list,
      order.map(([k, d]) => [k, d]),
    );
    expect(await rows(`/api/public/leaderboards/${path}/3`)).toEqual(list.slice(0, 3));
  });

  it('clamps asked sizes to 1..100 and refuses a size that is not a number', async () => {
    expect(await rows('/api/public/leaderboards/players/top/150')).toHaveLength(100);
    expect(await rows('/api/public/leaderboards/players/top/0')).toHaveLength(1);
    expect(await rows('/api/public/leaderboards/teams/top/500')).toHaveLength(24);
    expect((await get('/api/public/leaderboards/players/top/ten')).statusCode).toBe(400);
  });

  it('breaks ties by season level, then by the lower id, and fills in missing names', async () => {
    const db = t.database.pool;
    await db.query(`update player_seasons set goals = 999, season_level = 50 where player_id in (7, 3)`);
    let top = await rows('/api/public/leaderboards/goals/top/2');
    expect(top.map((r) => r.UserId)).toEqual([3, 7]);
    await db.query(`update player_seasons set season_level = 51 where player_id = 7`);
    top = await rows('/api/public/leaderboards/goals/top/4');
    expect(top.slice(0, 2).map((r) => r.UserId)).toEqual([7, 3]);

    await db.query(`update teams set power = 99999999, captain_player_id = null where id = 5`);
    await db.query(`update players set level = 999, team_id = null where id = 11`);
    expect((await rows('/api/public/leaderboards/teams/top/4'))[0]).toMatchObject({
      TeamId: 5,
      CaptainId: null,
      CaptainNickName: 'Unknown',
    });
    expect((await rows('/api/public/leaderboards/players/top/4'))[0]).toMatchObject({
      Id: 11,
      TeamId: null,
      TeamName: 'No Team',
    });
  });

  it('ranks web point purchasers for all time, the last 30 days and this month', async () => {
    const all = await rows('/api/public/top-purchasers');
    expect(all).toHaveLength(20);
    expectOrdered(all, [
      ['TotalWebPoints', 'desc'],
      ['PurchaseCount', 'desc'],
      ['UserId', 'asc'],
    ]);
    const recent = await rows('/api/public/top-purchasers?period=last30days&limit=5');
    const month = await rows('/api/public/top-purchasers?period=monthly&limit=5');
    expect(recent).toHaveLength(5);
    expect(Number(recent[0]?.TotalWebPoints)).toBeLessThanOrEqual(Number(all[0]?.TotalWebPoints));
    // 10 March: this month is shorter than the last 30 days.
    expect(Number(month[0]?.TotalWebPoints)).toBeLessThanOrEqual(Number(recent[0]?.TotalWebPoints));
    expect((await get('/api/public/top-purchasers?period=weekly')).statusCode).toBe(400);
  });
});

describe('seasonal events', () => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await createTestApp({ clock: () => WORLD_NOW });
    await seedTinyWorld(t.database);
  });
  afterAll(() => t.close());

  it('ranks the goal and assist event top 10 with the 1000/750/500 ticket rewards', async () => {
    for (const [path, key] of [
      ['goals', 'GoalCount'],
      ['assists', 'AssistCount'],
    ] as const) {
      const res = await get(`/api/public/seasonal-events/${path}`);
      const body = res.json();
      expect(body.season).toMatchObject({ Number: 12, Name: 'Season 12' });
      expect(body.data).toHaveLength(10);
      expectOrdered(body.data, [
        [key, 'desc'],
        ['SeasonLevel', 'desc'],
        ['UserId', 'asc'],
      ]);
      expect(body.data.map((r: Row) => r.RewardTickets)).toEqual([1000, 750, 500, ...Array(7).fill(null)]);
    }
  });

  it('lists the golden cards top 30 with the average per match', async () => {
    const { data } = (await get('/api/public/seasonal-events/goldencards')).json();
    expect(data).toHaveLength(30);
    expectOrdered(data, [
      ['GoldenCardCount', 'desc'],
      ['SeasonLevel', 'desc'],
      ['UserId', 'asc'],
    ]);
    for (const row of data) {
      expect(row.AverageGoldenCards).toBeCloseTo(row.GoldenCardCount / row.MatchesPlayed, 2);
    }
  });

  it('gives the team event table with its point columns and rewards per member', async () => {
    const res = await get('/api/public/seasonal-events/teams');
    expect(res.headers['cache-control']).toBe('public, max-age=1800, stale-while-revalidate=3600');
    const { data } = res.json();
    expect(data).toHaveLength(20);
    expectOrdered(data, [
      ['TotalPoints', 'desc'],
      ['GoalPoints', 'desc'],
      ['TeamId', 'asc'],
    ]);
    for (const row of data) {
      expect(row.TotalPoints).toBe(row.GoalPoints + row.AssistPoints + row.TrainingPoints + row.LinePoints);
      expect(row.GoalPoints % 12).toBe(0);
      expect(row.AssistPoints % 4).toBe(0);
    }
    expect(data.map((r: Row) => r.RewardTicketsPerMember).slice(0, 4)).toEqual([1500, 1200, 900, null]);
  });

  it('lists the season referrals and everything at once', async () => {
    const referrals = (await get('/api/public/seasonal-events/referrals?limit=5')).json().data;
    expectOrdered(referrals, [
      ['ReferralCount', 'desc'],
      ['SeasonLevel', 'desc'],
      ['UserId', 'asc'],
    ]);
    const res = await get('/api/public/seasonal-events/all');
    const all = res.json().data;
    expect(all.season.Number).toBe(12);
    expect([all.goals.length, all.assists.length, all.goldenCards.length, all.teams.length]).toEqual([
      10, 10, 30, 20,
    ]);
    expect(all.referrals.slice(0, 5)).toEqual(referrals);
  });
});
