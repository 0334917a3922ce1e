import type { Match } from '@pitchside/contract/match-stats';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TODAYS_MATCHES_REFRESH_MS } from '../api/todays-matches';
import { MATCH_PAGE_SIZE } from '../components/match-list';
import { SCORE_HIGHLIGHT_MS } from '../components/use-score-changes';
import { match, serverError } from '../test/fixtures';
import { renderStats } from '../test/render-stats';
import { TodaysMatchesPage } from './todays-matches-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const COUNTS = { all: 5, live: 2, scheduled: 2, finished: 1 };
const day = (data: Match[], counts = COUNTS) => ({
  success: true,
  data,
  from: '2026-03-10',
  to: '2026-03-10',
  timeZone: 'UTC',
  counts,
});
const everyMatch = () => [
  match(1, 'finished', 2, 1),
  match(2, 'live', 1, 0),
  match(3, 'live', 0, 0),
  match(4, 'scheduled'),
  match(5, 'scheduled'),
];

const rows = () => screen.queryAllByTestId('match-row');

describe("Today's matches", () => {
  it('shows every filter with its count and asks the server for the chosen status', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/public/matches/today', ({ request }) => {
        const status = new URL(request.url).searchParams.get('status') ?? 'all';
        asked.push(status);
        const data = everyMatch().filter((m) => status === 'all' || m.Status === status);
        return HttpResponse.json(day(data));
      }),
    );
    const { user } = await renderStats(<TodaysMatchesPage />);
    await waitFor(() => expect(rows()).toHaveLength(5));

    const filters = screen.getByRole('tablist', { name: 'Filter matches by status' });
    expect(
      within(filters)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All5', 'Live2', 'Scheduled2', 'Finished1']);
    expect(screen.getByRole('heading', { level: 1, name: "Today's matches" })).toBeInTheDocument();
    expect(screen.getByText('Tue, March 10, 2026')).toBeInTheDocument();

    await user.click(within(filters).getByRole('tab', { name: /Live/ }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows().every((row) => row.dataset.status === 'live')).toBe(true);
    expect(within(rows()[0] as HTMLElement).getByText('Live')).toBeInTheDocument();
    expect(asked).toEqual(['all', 'live']);

    await user.click(within(filters).getByRole('tab', { name: /Finished/ }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0] as HTMLElement).getByText('Score 2 to 1')).toBeInTheDocument();
  });

  it('shows a long day 60 matches at a time', async () => {
    const many = Array.from({ length: 70 }, (_, i) => match(i + 1, 'scheduled'));
    server.use(
      http.get('*/api/public/matches/today', () =>
        HttpResponse.json(day(many, { all: 70, live: 0, scheduled: 70, finished: 0 })),
      ),
    );
    const { user } = await renderStats(<TodaysMatchesPage />);
    await waitFor(() => expect(rows()).toHaveLength(MATCH_PAGE_SIZE));
    expect(screen.getByText('60 of 70 shown')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(rows()).toHaveLength(70);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('says so when a filter has no match', async () => {
    server.use(
      http.get('*/api/public/matches/today', () =>
        HttpResponse.json(day([], { all: 0, live: 0, scheduled: 0, finished: 0 })),
      ),
    );
    await renderStats(<TodaysMatchesPage />);
    expect(await screen.findByText('No matches today')).toBeInTheDocument();
  });

  it('refreshes every 30 s and flashes a live score that changed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    server.use(
      http.get('*/api/public/matches/today', () => {
        calls += 1;
        const data = everyMatch();
        if (calls >= 2) data[1] = match(2, 'live', 2, 0);
        return HttpResponse.json(day(data));
      }),
    );
    await renderStats(<TodaysMatchesPage />);
    await waitFor(() => expect(rows()).toHaveLength(5));
    const liveRow = () => rows().find((row) => row.dataset.matchId === '2') as HTMLElement;
    expect(within(liveRow()).getByText('Score 1 to 0')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(TODAYS_MATCHES_REFRESH_MS - 1000));
    expect(calls).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(within(liveRow()).getByText('Score 2 to 0')).toBeInTheDocument());
    expect(calls).toBe(2);
    expect(liveRow()).toHaveAttribute('data-score-changed', 'true');
    // The other rows kept their score: no flash.
    expect(rows().filter((row) => row.hasAttribute('data-score-changed'))).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(SCORE_HIGHLIGHT_MS));
    expect(liveRow()).not.toHaveAttribute('data-score-changed');

    await act(() => vi.advanceTimersByTimeAsync(TODAYS_MATCHES_REFRESH_MS));
    await waitFor(() => expect(calls).toBe(3));
  });

  it('shows pushed scores at once, rests the 30 s refresh while the stream is open, and resumes it when it drops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const streams: FakeEventSource[] = [];
    class FakeEventSource extends EventTarget {
      onopen: (() => void) | null = null;
      onerror: (() => void) | null = null;
      closed = false;
      constructor(readonly url: string) {
        super();
        streams.push(this);
      }
      close() {
        this.closed = true;
      }
    }
    vi.stubGlobal('EventSource', FakeEventSource);
    let calls = 0;
    server.use(
      http.get('*/api/public/matches/today', () => {
        calls += 1;
        return HttpResponse.json(day(everyMatch()));
      }),
    );
    try {
      await renderStats(<TodaysMatchesPage />);
      await waitFor(() => expect(rows()).toHaveLength(5));
      const stream = streams[0] as FakeEventSource;
      expect(stream.url).toMatch(/\/api\/public\/matches\/stream$/);
      act(() => stream.onopen?.());
      expect(await screen.findByText('Live: scores arrive as they happen')).toBeInTheDocument();

      const push = {
        matches: [match(3, 'finished', 0, 2)],
        from: '2026-03-10',
        to: '2026-03-10',
        timeZone: 'UTC',
      };
      act(() => {
        const event = new MessageEvent('scores', {
          data: JSON.stringify({ ...push, counts: { all: 5, live: 1, scheduled: 2, finished: 2 } }),
        });
        stream.dispatchEvent(event);
      });
      const row = () => rows().find((r) => r.dataset.matchId === '3') as HTMLElement;
      await waitFor(() => expect(within(row()).getByText('Score 0 to 2')).toBeInTheDocument());
      expect(row()).toHaveAttribute('data-score-changed', 'true');
      const filters = screen.getByRole('tablist', { name: 'Filter matches by status' });
      expect(within(filters).getByRole('tab', { name: /Finished/ }).textContent).toBe('Finished2');

      // Open stream: no polling.
      await act(() => vi.advanceTimersByTimeAsync(TODAYS_MATCHES_REFRESH_MS * 2));
      expect(calls).toBe(1);
      // The stream drops: the spec's 30 s refresh is back.
      act(() => stream.onerror?.());
      expect(await screen.findByText('Refreshes every 30 seconds')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(TODAYS_MATCHES_REFRESH_MS));
      await waitFor(() => expect(calls).toBe(2));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows the failure text with a Retry button that loads again', async () => {
    let fail = true;
    server.use(
      http.get('*/api/public/matches/today', () =>
        fail ? HttpResponse.json(serverError, { status: 500 }) : HttpResponse.json(day(everyMatch())),
      ),
    );
    const { user } = await renderStats(<TodaysMatchesPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Failed to load today's matches.");
    expect(alert).toHaveTextContent('Server error. Please try again later.');

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
