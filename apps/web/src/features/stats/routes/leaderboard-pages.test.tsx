import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { match, ok, playerRows, serverError, teamRows } from '../test/fixtures';
import { renderStats } from '../test/render-stats';
import { FinalMatchesPage } from './final-matches-page';
import { TopEventTeamsPage } from './top-event-teams-page';
import { TopPurchasersPage } from './top-purchasers-page';
import { TopSeasonPage } from './top-season-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// Skeleton rows (first load) carry data-skeleton-row; only real rows count.
const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .filter((row) => !row.hasAttribute('data-skeleton-row'));
const SEASON = {
  Id: 4,
  Number: 12,
  Name: 'Season 12',
  StartsAt: '2026-03-01T00:00:00Z',
  EndsAt: '2026-04-26T00:00:00Z',
};

describe('Season leaderboard', () => {
  it('lists 30 players and, on its tab, 30 teams', async () => {
    server.use(
      http.get('*/api/public/leaderboards/players/season/30', () => HttpResponse.json(ok(playerRows(30)))),
      http.get('*/api/public/leaderboards/teams/season/30', () => HttpResponse.json(ok(teamRows(30)))),
    );
    const { user } = await renderStats(<TopSeasonPage />);
    await screen.findByText('Player30');
    expect(bodyRows(screen.getByRole('table', { name: 'Top 30 players' }))).toHaveLength(30);
    await user.click(screen.getByRole('tab', { name: 'Top 30 teams' }));
    await screen.findByText('Team 30');
    expect(bodyRows(screen.getByRole('table', { name: 'Top 30 teams' }))).toHaveLength(30);
  });

  it('shows a failure with Retry, and the no-data text for an empty list', async () => {
    let answer: 'fail' | 'empty' = 'fail';
    server.use(
      http.get('*/api/public/leaderboards/players/season/30', () =>
        answer === 'fail' ? HttpResponse.json(serverError, { status: 500 }) : HttpResponse.json(ok([])),
      ),
      http.get('*/api/public/leaderboards/teams/season/30', () => HttpResponse.json(ok([]))),
    );
    const { user } = await renderStats(<TopSeasonPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the leaderboard.');
    answer = 'empty';
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No data yet')).toBeInTheDocument();
  });
});

describe('Top Web Point Leaderboard', () => {
  it('switches between all time, last 30 days and this month', async () => {
    const periods: string[] = [];
    server.use(
      http.get('*/api/public/top-purchasers', ({ request }) => {
        const url = new URL(request.url);
        const period = url.searchParams.get('period') ?? '';
        periods.push(`${period}/${url.searchParams.get('limit')}`);
        const size = period === 'monthly' ? 3 : 20;
        return HttpResponse.json(
          ok(
            Array.from({ length: size }, (_, i) => ({
              Rank: i + 1,
              UserId: i + 1,
              NickName: `${period}-${i + 1}`,
              TeamName: 'Club',
              TotalWebPoints: 2500 - i,
              PurchaseCount: 4,
            })),
          ),
        );
      }),
    );
    const { user } = await renderStats(<TopPurchasersPage />);
    const tabs = screen.getByRole('tablist', { name: 'Period' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['All time', 'Last 30 days', 'This month']);
    await screen.findByText('alltime-1');
    expect(screen.getAllByText('2.5K').length).toBeGreaterThan(0);

    await user.click(within(tabs).getByRole('tab', { name: 'This month' }));
    await screen.findByText('monthly-1');
    expect(bodyRows(screen.getByRole('table'))).toHaveLength(3);
    await user.click(within(tabs).getByRole('tab', { name: 'Last 30 days' }));
    await screen.findByText('last30days-1');
    expect(periods).toEqual(['alltime/20', 'monthly/20', 'last30days/20']);
  });
});

describe('Cup Finals Stats', () => {
  it('shows the finals, and the bronze finals on their tab', async () => {
    const final = { ...match(1, 'finished', 2, 7), Stage: 'final' as const, SeasonNumber: 11 };
    const bronze = { ...match(2, 'finished', 4, 5), Stage: 'bronze_final' as const, SeasonNumber: 11 };
    server.use(
      http.get('*/api/public/matches/finals', () => HttpResponse.json(ok([final]))),
      http.get('*/api/public/matches/bronze-finals', () => HttpResponse.json(ok([bronze]))),
    );
    const { user } = await renderStats(<FinalMatchesPage />);
    const card = await screen.findByTestId('final-card');
    expect(card).toHaveTextContent('Season 11 · Cup final');
    expect(within(card).getByText('Champion')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View the lines of season 11' })).toHaveAttribute(
      'href',
      '/stats/best-matches?season=11',
    );

    await user.click(screen.getByRole('tab', { name: 'Bronze finals' }));
    await waitFor(() =>
      expect(screen.getByTestId('final-card')).toHaveTextContent('Season 11 · Bronze final'),
    );
    expect(screen.getByText('Third place')).toBeInTheDocument();
  });
});

describe('Team event', () => {
  it('states the rules and rewards and lists the points table', async () => {
    server.use(
      http.get('*/api/public/seasonal-events/teams', () =>
        HttpResponse.json({
          success: true,
          season: SEASON,
          data: Array.from({ length: 20 }, (_, i) => ({
            Rank: i + 1,
            TeamId: i + 1,
            TeamName: `Team ${i + 1}`,
            GoalPoints: 120,
            AssistPoints: 40,
            TrainingPoints: 17,
            LinePoints: 3,
            TotalPoints: 180 - i,
            RewardTicketsPerMember: [1500, 1200, 900][i] ?? null,
          })),
        }),
      ),
    );
    await renderStats(<TopEventTeamsPage />);
    await screen.findByText('Team 20');
    const table = screen.getByRole('table', { name: 'Points table' });
    expect(bodyRows(table)).toHaveLength(20);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Rank', 'Team', 'Goal', 'Assist', 'Training', 'Line', 'Total', 'Reward per member']);
    expect(within(bodyRows(table)[0] as HTMLElement).getByText('1,500 tickets')).toBeInTheDocument();

    const rules = screen.getByTestId('team-event-rules');
    expect(rules).toHaveTextContent('+12For every goal');
    expect(rules).toHaveTextContent('+4For every assist');
    expect(rules).toHaveTextContent('+1For every player and line dealing 90,000+ attacks');
    expect(rules).toHaveTextContent('+12Daily training with a goal');
    expect(rules).toHaveTextContent('+5Daily training without a goal');
    expect(screen.getByText('Participation in the daily training is mandatory.')).toBeInTheDocument();
    expect(screen.getAllByTestId('reward').map((r) => r.textContent)).toEqual([
      '11,500tickets per member',
      '21,200tickets per member',
      '3900tickets per member',
    ]);
    expect(screen.getByText(/Season 12 · ends/)).toBeInTheDocument();
  });
});
