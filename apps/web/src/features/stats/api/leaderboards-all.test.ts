import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { assistRows, ok, playerRows, scorerRows, serverError, teamRows } from '../test/fixtures';
import { loadHomeRankings } from './leaderboards-all';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const fail = () => HttpResponse.json(serverError, { status: 500 });
const separate = {
  teams: http.get('*/api/public/leaderboards/teams/top/20', () =>
    HttpResponse.json(ok(teamRows(20, 'Solo'))),
  ),
  players: http.get('*/api/public/leaderboards/players/top/20', () =>
    HttpResponse.json(ok(playerRows(20, 'Solo'))),
  ),
  goals: http.get('*/api/public/leaderboards/goals/top/30', () =>
    HttpResponse.json(ok(scorerRows(30, 'Solo'))),
  ),
  assists: http.get('*/api/public/leaderboards/assists/top/30', () =>
    HttpResponse.json(ok(assistRows(30, 'Solo'))),
  ),
};

describe('home rankings load (spec §4 "Leaderboard load")', () => {
  it('takes the four lists from leaderboards/all when it answers, without the separate calls', async () => {
    server.use(
      http.get('*/api/public/leaderboards/all', () =>
        HttpResponse.json(
          ok({
            topTeams: teamRows(20),
            topPlayers: playerRows(20),
            topScorers: scorerRows(30),
            topAssists: assistRows(30),
          }),
        ),
      ),
    );
    const data = await loadHomeRankings();
    expect([
      data.topTeams.length,
      data.topPlayers.length,
      data.topScorers.length,
      data.topAssists.length,
    ]).toEqual([20, 20, 30, 30]);
    expect(data.topTeams[0]?.TeamName).toBe('Team 1');
  });

  it('falls back to teams top 20, players top 20, goals top 30 and assists top 30 when it fails', async () => {
    server.use(http.get('*/api/public/leaderboards/all', fail), ...Object.values(separate));
    const data = await loadHomeRankings();
    expect(data.topTeams).toHaveLength(20);
    expect(data.topPlayers[0]?.NickName).toBe('Solo1');
    expect(data.topScorers).toHaveLength(30);
    expect(data.topAssists).toHaveLength(30);
  });

  it('also falls back when leaderboards/all answers something that is not the expected shape', async () => {
    server.use(
      http.get('*/api/public/leaderboards/all', () => HttpResponse.json(ok({ topTeams: 'nope' }))),
      ...Object.values(separate),
    );
    expect((await loadHomeRankings()).topTeams[0]?.TeamName).toBe('Solo 1');
  });

  it('empties only the lists whose separate call fails too', async () => {
    server.use(
      http.get('*/api/public/leaderboards/all', fail),
      separate.teams,
      http.get('*/api/public/leaderboards/players/top/20', fail),
      separate.goals,
      http.get('*/api/public/leaderboards/assists/top/30', () => HttpResponse.error()),
    );
    const data = await loadHomeRankings();
    expect(data.topTeams).toHaveLength(20);
    expect(data.topPlayers).toEqual([]);
    expect(data.topScorers).toHaveLength(30);
    expect(data.topAssists).toEqual([]);
  });

  it('gives four empty lists, not an error, when every call fails', async () => {
    server.use(http.get('*/api/public/leaderboards/*', fail));
    await expect(loadHomeRankings()).resolves.toEqual({
      topTeams: [],
      topPlayers: [],
      topScorers: [],
      topAssists: [],
    });
  });
});
