import { LEADERBOARD_REFRESH_MS } from '@pitchside/contract/home';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { assistRows, ok, playerRows, scorerRows, serverError, teamRows } from '../test/fixtures';
import { renderStats } from '../test/render-stats';
import { HomeRankings } from './home-rankings';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const all = (prefix: string) =>
  ok({
    topTeams: teamRows(20, `${prefix} FC`),
    topPlayers: playerRows(20),
    topScorers: scorerRows(30),
    topAssists: assistRows(30),
  });

const bodyRows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .filter((row) => !row.hasAttribute('data-skeleton-row'));

describe('HomeRankings', () => {
  it('shows top 20 teams and players, top 30 scorers and assist makers, with podium badges and fallbacks', async () => {
    server.use(http.get('*/api/public/leaderboards/all', () => HttpResponse.json(all('Alpha'))));
    await renderStats(<HomeRankings />);

    expect(await screen.findByRole('table', { name: 'Top 20 teams' })).toBeInTheDocument();
    expect(bodyRows('Top 20 teams')).toHaveLength(20);
    expect(bodyRows('Top 20 players')).toHaveLength(20);
    expect(bodyRows('Top 30 goal scorers')).toHaveLength(30);
    expect(bodyRows('Top 30 assist makers')).toHaveLength(30);

    const teams = screen.getByRole('table', { name: 'Top 20 teams' });
    // Gold, silver and bronze (styles/index.css, `.rank-badge[data-podium]`).
    expect(within(teams).getByRole('img', { name: 'Rank 1' })).toHaveAttribute('data-podium', '1');
    expect(within(teams).getByRole('img', { name: 'Rank 2' })).toHaveAttribute('data-podium', '2');
    expect(within(teams).getByRole('img', { name: 'Rank 3' })).toHaveAttribute('data-podium', '3');
    expect(within(teams).getByText('Captain: Unknown')).toBeInTheDocument();
    // Numbers shorten to K (spec §5).
    expect(within(teams).getByText('300K')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Top 20 players' })).getByText('No Team'),
    ).toBeInTheDocument();

    // Best-players stats: the leader of each list.
    const best = screen.getByRole('heading', { name: 'Best players' }).parentElement as HTMLElement;
    expect(within(best).getByText('Alpha FC 1')).toBeInTheDocument();
    expect(within(best).getByText('Scorer1')).toBeInTheDocument();
    expect(within(best).getByText('Assister1')).toBeInTheDocument();
  });

  it('refreshes every 120 s in the background, keeping the rows and showing no spinner', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    let release: () => void = () => undefined;
    server.use(
      http.get('*/api/public/leaderboards/all', async () => {
        calls += 1;
        if (calls === 1) return HttpResponse.json(all('Alpha'));
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json(all('Beta'));
      }),
    );
    await renderStats(<HomeRankings />);
    await screen.findByRole('table', { name: 'Top 20 teams' });
    expect(calls).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(LEADERBOARD_REFRESH_MS - 1000));
    expect(calls).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(calls).toBe(2));

    // While the refresh runs: same rows, no skeleton, no busy region, no spinner.
    expect(screen.getAllByText('Alpha FC 1').length).toBeGreaterThan(0);
    expect(screen.queryByTestId('ranking-skeleton')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();

    await act(async () => release());
    expect((await screen.findAllByText('Beta FC 1')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Alpha FC 1')).not.toBeInTheDocument();
  });

  it('uses the separate calls when leaderboards/all fails', async () => {
    server.use(
      http.get('*/api/public/leaderboards/all', () => HttpResponse.json(serverError, { status: 500 })),
      http.get('*/api/public/leaderboards/teams/top/20', () => HttpResponse.json(ok(teamRows(20, 'Solo')))),
      http.get('*/api/public/leaderboards/players/top/20', () => HttpResponse.json(ok(playerRows(20)))),
      http.get('*/api/public/leaderboards/goals/top/30', () => HttpResponse.json(ok(scorerRows(30)))),
      http.get('*/api/public/leaderboards/assists/top/30', () =>
        HttpResponse.json(serverError, { status: 503 }),
      ),
    );
    await renderStats(<HomeRankings />);
    await screen.findByRole('table', { name: 'Top 20 teams' });
    expect(bodyRows('Top 20 teams')).toHaveLength(20);
    expect(bodyRows('Top 30 goal scorers')).toHaveLength(30);
    // The assists call failed as well: that list alone shows its no-data text.
    expect(screen.queryByRole('table', { name: 'Top 30 assist makers' })).not.toBeInTheDocument();
    expect(screen.getAllByText('No ranking data')).toHaveLength(1);
  });

  it('shows the no-data text in every list when all calls fail', async () => {
    server.use(
      http.get('*/api/public/leaderboards/*', () => HttpResponse.json(serverError, { status: 500 })),
    );
    await renderStats(<HomeRankings />);
    await waitFor(() => expect(screen.getAllByText('No ranking data')).toHaveLength(4));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
