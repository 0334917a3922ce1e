import type { MatchLine, MatchWithLines } from '@pitchside/contract/match-stats';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { match, ok } from '../test/fixtures';
import { renderStats } from '../test/render-stats';
import { BestMatchesPage } from './best-matches-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A cup final level after 10 lines (5–5), decided 1–0 in an extra line. */
function finalOf(season: number): MatchWithLines {
  let home = 0;
  let away = 0;
  const lines: MatchLine[] = Array.from({ length: 11 }, (_, i) => {
    const homeWins = i === 10 || i % 2 === 0;
    if (homeWins) home += 1;
    else away += 1;
    return {
      LineNumber: i + 1,
      IsExtraLine: i === 10,
      HomePlayerId: i,
      HomeNickName: `H${i + 1}`,
      AwayPlayerId: 100 + i,
      AwayNickName: `A${i + 1}`,
      HomeAttack: homeWins ? 100_000 : 80_000,
      AwayAttack: homeWins ? 80_000 : 100_000,
      HomeLineScore: homeWins ? 1 : 0,
      AwayLineScore: homeWins ? 0 : 1,
      HomeTotalScore: home,
      AwayTotalScore: away,
      PlayedAt: '2026-03-01T19:00:00Z',
    };
  });
  return {
    ...match(season, 'finished', 6, 5),
    Stage: 'final',
    SeasonNumber: season,
    HomeTeamName: `Champions ${season}`,
    AwayTeamName: `Runners ${season}`,
    LinesPlayed: 11,
    Lines: lines,
  };
}

describe('Cup Final Match Lines', () => {
  it('shows every line with attacks and scores, marks the extra line, and ends with the total score', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get('*/api/public/matches/best-lines', ({ request }) => {
        const season = new URL(request.url).searchParams.get('season');
        asked.push(season);
        const number = Number(season ?? 11);
        return HttpResponse.json(
          ok({ seasonNumber: number, seasons: [11, 10, 9], final: finalOf(number), bronzeFinal: null }),
        );
      }),
    );
    const { user, router } = await renderStats(<BestMatchesPage />, '/stats/best-matches');
    await screen.findByText('H11');
    const table = screen.getByRole('table', { name: 'Lines of Champions 11 vs Runners 11' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(11);
    expect(rows[10]).toHaveAttribute('data-extra-line', 'true');
    expect(within(rows[10] as HTMLElement).getByText('Extra line')).toBeInTheDocument();
    expect(rows.filter((r) => r.hasAttribute('data-extra-line'))).toHaveLength(1);
    expect(within(rows[0] as HTMLElement).getAllByText('Score 1 to 0')).not.toHaveLength(0);
    expect(screen.getByTestId('total-match-score')).toHaveTextContent('Total match score');
    expect(within(screen.getByTestId('total-match-score')).getByText('Score 6 to 5')).toBeInTheDocument();
    expect(screen.getByText('No bronze final on record for this season')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Season'), 'Season 9');
    await screen.findByRole('table', { name: 'Lines of Champions 9 vs Runners 9' });
    await waitFor(() => expect(router.state.location.search).toBe('?season=9'));
    expect(asked).toEqual([null, '9']);
  });
});
