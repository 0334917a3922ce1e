import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/lib/query/query-client';
import { createI18n } from '@/lib/i18n/setup';
import { getSessionUser, setSession } from '@/lib/session/session';
import { segmentAtRotation } from '../components/wheel-geometry';
import { SpinPage } from './spin-page';

const SEGMENTS = [
  { slug: 'no-prize', kind: 'none', amount: 0, probability: 0.33, available: true },
  { slug: 'tickets-10', kind: 'tickets', amount: 10, probability: 0.25, available: true },
  { slug: 'web-points-10', kind: 'web_points', amount: 10, probability: 0.07, available: true },
  { slug: 'tickets-25', kind: 'tickets', amount: 25, probability: 0.15, available: true },
  { slug: 'tickets-100', kind: 'tickets', amount: 100, probability: 0.08, available: true },
  { slug: 'tickets-50', kind: 'tickets', amount: 50, probability: 0.1, available: true },
  { slug: 'tickets-500', kind: 'tickets', amount: 500, probability: 0.018, available: true },
  { slug: 'tickets-2000', kind: 'tickets', amount: 2000, probability: 0.002, available: true },
] as const;

type Wheel = {
  cost: number;
  balance: number;
  tier: number;
  tierName: string;
  segments: Array<Record<string, unknown>>;
  cooldownSeconds: number;
  secondsRemaining: number;
  jackpot: { dailyLimit: number; wonToday: number };
};

const wheel = (overrides: Partial<Wheel> = {}): Wheel => ({
  cost: 5,
  balance: 2500,
  tier: 2,
  tierName: 'Gold',
  segments: [...SEGMENTS],
  cooldownSeconds: 3,
  secondsRemaining: 0,
  jackpot: { dailyLimit: 2, wonToday: 0 },
  ...overrides,
});

const spinResult = (slug: string, balance: number, secondsRemaining = 3) => {
  const index = SEGMENTS.findIndex((s) => s.slug === slug);
  const segment = SEGMENTS[index];
  if (!segment) throw new Error(`no segment ${slug}`);
  return {
    spinId: 77,
    segmentIndex: index,
    slug,
    kind: segment.kind,
    amount: segment.amount,
    won: segment.kind !== 'none',
    balance,
    secondsRemaining,
  };
};

const HISTORY = [
  {
    id: 1,
    slug: 'tickets-25',
    kind: 'tickets',
    amount: 25,
    cost: 5,
    balanceAfter: 2500,
    createdAt: '2026-05-14T10:30:00.000Z',
  },
];

const ok = (data: unknown) => HttpResponse.json({ success: true, data });
// The fake server keeps the balance a real one would: a granted spin sets it.
let serverBalance = 2500;
const win = (result: ReturnType<typeof spinResult>) => {
  serverBalance = result.balance;
  return ok(result);
};
const fail = (status: number, error: string, message: string, extra: Record<string, unknown> = {}) =>
  HttpResponse.json({ success: false, error, message, ...extra }, { status });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let wheelCalls = 0;
let historyCalls = 0;
let spinCalls = 0;

function serve({
  load = () => ok(wheel({ balance: serverBalance })),
  spin = () => win(spinResult('tickets-100', 2495)),
  history = () => ok(HISTORY),
}: {
  load?: () => Response;
  spin?: () => Response;
  history?: () => Response;
} = {}) {
  server.use(
    http.get('*/api/spin/wheel', () => {
      wheelCalls++;
      return load();
    }),
    http.post('*/api/spin', () => {
      spinCalls++;
      return spin();
    }),
    http.get('*/api/spin/history', () => {
      historyCalls++;
      return history();
    }),
    // The providers re-validate a stored session in the background; the user stays as stored.
    http.post('*/api/account/login/validate', () =>
      HttpResponse.json({ success: true, message: 'ok', user: getSessionUser() }),
    ),
  );
}

beforeEach(() => {
  serverBalance = 2500;
  wheelCalls = 0;
  historyCalls = 0;
  spinCalls = 0;
  document.cookie = 'XSRF-TOKEN=test-csrf';
  // Real timers keep ticking under the fake clock, so MSW and Testing Library still work.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

async function renderSpin() {
  setSession('test-token', { emailconfirmed: true, nickname: 'Striker99', webpoint: 2500, webpoint2: 2500 });
  const i18n = await createI18n('en');
  const router = createMemoryRouter(
    [
      { path: '/spin', element: <SpinPage /> },
      { path: '/webshop/tickets', element: <h1>Ticket packages</h1> },
    ],
    { initialEntries: ['/spin'] },
  );
  render(
    <AppProviders i18n={i18n} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { router, user };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const spinButton = () => screen.getByRole('button', { name: /Spin for 5 WP|Spinning/ });
const disc = () => screen.getByTestId('prize-wheel-disc');
const rotationOf = () => Number(disc().dataset.rotation);
const balance = () => screen.getByTestId('spin-balance');

describe('Spin The Wheel', () => {
  it('shows the balance, the cost, the tier’s odds, the jackpot limit and the recent spins', async () => {
    serve();
    await renderSpin();

    expect(await screen.findByRole('button', { name: 'Spin for 5 WP' })).not.toHaveAttribute('aria-disabled');
    expect(balance()).toHaveTextContent('2,500 WP');
    expect(screen.getByText('Cost per spin').nextSibling).toHaveTextContent('5 WP');

    const odds = screen.getByRole('table', { name: /VIP tier Gold/ });
    const rows = within(odds).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'No prize33%',
      '10 tickets25%',
      '25 tickets15%',
      '50 tickets10%',
      '100 tickets8%',
      '500 tickets1.8%',
      '2,000 tickets0.2%',
      '10 web points7%',
    ]);
    expect(screen.getByText('Your tier: Gold')).toBeInTheDocument();
    expect(screen.getByText('The 2,000 tickets prize can be won 2 times per day.')).toBeInTheDocument();
    expect(screen.getByText('Won today: 0 of 2')).toBeInTheDocument();

    const history = await screen.findByRole('table', { name: 'Your recent spins' });
    const row = (await within(history).findAllByRole('row'))[1] as HTMLElement;
    const cells = [...row.querySelectorAll('th, td')];
    const when = new Intl.DateTimeFormat('en', {
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(HISTORY[0]?.createdAt ?? ''));
    // The prize cell repeats the cost for phones, where the cost column is hidden.
    expect(cells.map((cell) => cell.textContent)).toEqual(['25 tickets-5 WP', '-5 WP', '2,500 WP', when]);
  });

  it('turns the wheel to the segment the server drew and reveals the prize only when it stops', async () => {
    serve();
    const { user } = await renderSpin();
    await user.click(await screen.findByRole('button', { name: 'Spin for 5 WP' }));

    // Spinning: the button is busy, the cost has left the balance, the prize is still secret.
    const busy = await screen.findByRole('button', { name: 'Spinning…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    // Still focused: a keyboard player does not lose their place while the wheel turns.
    expect(busy).toHaveFocus();
    await waitFor(() => expect(segmentAtRotation(rotationOf(), 8)).toBe(4));
    expect(rotationOf()).toBeGreaterThanOrEqual(5 * 360 - 14);
    expect(disc().style.transition).toContain('4000ms');
    expect(balance()).toHaveTextContent('2,495 WP');
    expect(screen.getByText('Good luck! The wheel is spinning…')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('Next spin in 3 seconds');
    expect(screen.queryByTestId('spin-result')).not.toBeInTheDocument();
    expect(screen.queryByTestId('prize-wheel-winner')).not.toBeInTheDocument();
    const historyBefore = historyCalls;

    // (The fake clock also follows real time, so the margin before the 4 s stop is generous.)
    await advance(3000);
    expect(screen.queryByTestId('spin-result')).not.toBeInTheDocument();

    await advance(1100);
    expect(await screen.findByTestId('spin-result')).toHaveTextContent('You won 100 tickets!');
    expect(screen.getByTestId('spin-result')).toHaveTextContent(
      'The tickets are on their way to your game account.',
    );
    expect(screen.getByTestId('prize-wheel-winner')).toBeInTheDocument();
    expect(getSessionUser()).toMatchObject({ webpoint: 2495, webpoint2: 2495 });
    // The history is only asked again once the wheel has stopped, so it cannot spoil the stop.
    await waitFor(() => expect(historyCalls).toBeGreaterThan(historyBefore));
    // The server's 3 s wait ran out while the wheel turned for 4 s.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Spin for 5 WP' })).not.toHaveAttribute('aria-disabled'),
    );
    expect(spinCalls).toBe(1);
  });

  it('follows the server again on the next spin: always forwards, onto the new segment', async () => {
    let next = spinResult('tickets-100', 2495);
    serve({ spin: () => win(next) });
    const { user } = await renderSpin();
    await user.click(await screen.findByRole('button', { name: 'Spin for 5 WP' }));
    await advance(4100);
    await screen.findByTestId('spin-result');
    const first = rotationOf();

    next = spinResult('no-prize', 2490);
    await user.click(await screen.findByRole('button', { name: 'Spin for 5 WP' }));
    await waitFor(() => expect(segmentAtRotation(rotationOf(), 8)).toBe(0));
    expect(rotationOf()).toBeGreaterThanOrEqual(first + 5 * 360 - 14);
    await advance(4100);
    expect(await screen.findByTestId('spin-result')).toHaveTextContent('No prize this time');
    expect(screen.getByTestId('spin-result')).toHaveTextContent('Better luck on your next spin!');
    expect(balance()).toHaveTextContent('2,490 WP');
  });

  it('adds a web-point prize to the balance the server reports', async () => {
    serve({ spin: () => win(spinResult('web-points-10', 2505)) });
    const { user } = await renderSpin();
    await user.click(await screen.findByRole('button', { name: 'Spin for 5 WP' }));
    await advance(4100);
    expect(await screen.findByTestId('spin-result')).toHaveTextContent('You won 10 web points!');
    expect(balance()).toHaveTextContent('2,505 WP');
    expect(getSessionUser()?.webpoint2).toBe(2505);
  });

  it('counts down the wait the server reports and keeps the button disabled meanwhile', async () => {
    serve({ load: () => ok(wheel({ secondsRemaining: 3 })) });
    const { user } = await renderSpin();
    const button = await screen.findByRole('button', { name: 'Spin for 5 WP' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('timer')).toHaveTextContent('Next spin in 3 seconds');

    await advance(1000);
    expect(screen.getByRole('timer')).toHaveTextContent('Next spin in 2 seconds');
    await advance(1000);
    expect(screen.getByRole('timer')).toHaveTextContent('Next spin in 1 second');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(spinCalls).toBe(0);
    await advance(1000);
    expect(screen.getByRole('timer')).toHaveTextContent('');
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it('starts the countdown when the server refuses a spin that came too early', async () => {
    serve({
      spin: () =>
        fail(429, 'SPIN_COOLDOWN', 'Please wait 2 seconds before spinning again.', {
          secondsRemaining: 2,
          retryAfter: 2,
        }),
    });
    const { user } = await renderSpin();
    await user.click(await screen.findByRole('button', { name: 'Spin for 5 WP' }));
    expect(await screen.findByRole('timer')).toHaveTextContent('Next spin in 2 seconds');
    expect(screen.getByRole('button', { name: 'Spin for 5 WP' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByText('Spin failed. Please try again.')).not.toBeInTheDocument();
    await advance(2000);
    expect(screen.getByRole('button', { name: 'Spin for 5 WP' })).not.toHaveAttribute('aria-disabled');
  });

  it('says "Not Enough Web Points" below the cost, disables the button and links to the webshop', async () => {
    serve({ load: () => ok(wheel({ balance: 3 })) });
    const { user, router } = await renderSpin();
    expect(await screen.findByText('Not Enough Web Points')).toBeInTheDocument();
    expect(screen.getByText('A spin costs 5 WP and your balance is 3 WP.')).toBeInTheDocument();
    expect(spinButton()).toHaveAttribute('aria-disabled', 'true');

    await user.click(screen.getByRole('link', { name: 'Get web points' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/webshop/tickets'));
  });

  it('shows "Not Enough Web Points" after the last affordable spin has landed', async () => {
    let balanceNow = 7;
    serve({
      load: () => ok(wheel({ balance: balanceNow })),
      spin: () => {
        balanceNow = 2;
        return ok(spinResult('tickets-10', 2));
      },
    });
    const { user } = await renderSpin();
    await user.click(await screen.findByRole('button', { name: 'Spin for 5 WP' }));
    // Not while the wheel turns: the prize might still have been web points.
    expect(screen.queryByText('Not Enough Web Points')).not.toBeInTheDocument();
    await advance(4100);
    expect(await screen.findByText('Not Enough Web Points')).toBeInTheDocument();
    expect(spinButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it('says another operation is in progress when the server holds the player’s lock', async () => {
    let locked = true;
    serve({
      spin: () =>
        locked
          ? fail(
              409,
              'OPERATION_IN_PROGRESS',
              'Another operation is in progress. You cannot perform two operations at the same time.',
            )
          : win(spinResult('tickets-10', 2495)),
    });
    const { user } = await renderSpin();
    await user.click(await screen.findByRole('button', { name: 'Spin for 5 WP' }));
    expect(
      await screen.findByText(
        'Another operation is in progress. You cannot perform two operations at the same time.',
      ),
    ).toBeInTheDocument();
    expect(disc().dataset.rotation).toBe('0');

    // Once the other operation is over the player can simply spin again.
    locked = false;
    await user.click(screen.getByRole('button', { name: 'Spin for 5 WP' }));
    await advance(4100);
    expect(await screen.findByTestId('spin-result')).toHaveTextContent('You won 10 tickets!');
    expect(screen.queryByText(/Another operation is in progress/)).not.toBeInTheDocument();
  });

  it('says "Spin failed. Please try again." and retries the spin', async () => {
    let broken = true;
    serve({
      spin: () =>
        broken
          ? fail(500, 'INTERNAL_ERROR', 'Server error. Please try again later.')
          : win(spinResult('tickets-500', 2495)),
    });
    const { user } = await renderSpin();
    await user.click(await screen.findByRole('button', { name: 'Spin for 5 WP' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Spin failed. Please try again.');
    expect(balance()).toHaveTextContent('2,500 WP');

    broken = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await advance(4100);
    expect(await screen.findByTestId('spin-result')).toHaveTextContent('You won 500 tickets!');
    expect(screen.queryByText('Spin failed. Please try again.')).not.toBeInTheDocument();
    expect(spinCalls).toBe(2);
  });

  it('says "Failed to load spin wheel. Please try again." and loads it on Retry', async () => {
    let broken = true;
    serve({
      load: () => (broken ? fail(500, 'INTERNAL_ERROR', 'Server error.') : ok(wheel())),
    });
    const { user } = await renderSpin();
    // Two automatic retries of a 5xx happen first (1 s and 2 s apart).
    await advance(3500);
    expect(await screen.findByText('Failed to load spin wheel. Please try again.')).toBeInTheDocument();
    expect(wheelCalls).toBe(3);

    broken = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Spin for 5 WP' })).not.toHaveAttribute('aria-disabled');
  });

  it('describes an empty spin history', async () => {
    serve({ history: () => ok([]) });
    await renderSpin();
    expect(await screen.findByText('No spins yet')).toBeInTheDocument();
    expect(
      screen.getByText('Your spins will be listed here with their prize and your balance after each one.'),
    ).toBeInTheDocument();
  });

  it('says the history failed to load and loads it on Retry', async () => {
    // A 4xx: no automatic retries, the failure shows at once.
    let history: () => Response = () => fail(400, 'VALIDATION_FAILED', 'bad');
    serve({ history: () => history() });
    const { user } = await renderSpin();
    expect(
      await screen.findByText('Failed to load your recent spins. Please try again.'),
    ).toBeInTheDocument();
    // The wheel itself is unaffected.
    expect(screen.getByRole('button', { name: 'Spin for 5 WP' })).not.toHaveAttribute('aria-disabled');

    history = () => ok(HISTORY);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const table = await screen.findByRole('table', { name: 'Your recent spins' });
    expect(within(table).getByText('25 tickets')).toBeInTheDocument();
  });

  it('stops at once on the drawn segment for readers who prefer reduced motion', async () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) =>
      query.includes('prefers-reduced-motion')
        ? ({
            matches: true,
            media: query,
            addEventListener: () => undefined,
            removeEventListener: () => undefined,
          } as unknown as MediaQueryList)
        : original(query);
    try {
      serve({ spin: () => win(spinResult('tickets-2000', 2495)) });
      const { user } = await renderSpin();
      await user.click(await screen.findByRole('button', { name: 'Spin for 5 WP' }));
      await advance(10);
      expect(await screen.findByTestId('spin-result')).toHaveTextContent('You won 2,000 tickets!');
      expect(segmentAtRotation(rotationOf(), 8)).toBe(7);
      expect(disc().style.transition).toBe('none');
      expect(screen.getByRole('timer')).toHaveTextContent('Next spin in 3 seconds');
    } finally {
      window.matchMedia = original;
    }
  });

  it('marks a jackpot whose daily limit is used up', async () => {
    serve({
      load: () =>
        ok(
          wheel({
            segments: SEGMENTS.map((s) =>
              s.slug === 'tickets-2000' ? { ...s, probability: 0, available: false } : s,
            ),
            jackpot: { dailyLimit: 1, wonToday: 1 },
          }),
        ),
    });
    await renderSpin();
    const odds = await screen.findByRole('table', { name: /VIP tier Gold/ });
    const jackpotRow = within(odds).getByRole('rowheader', { name: /2,000 tickets/ }).parentElement;
    expect(jackpotRow).toHaveTextContent('Daily limit reached');
    expect(jackpotRow).toHaveTextContent('0%');
    expect(screen.getByText('The 2,000 tickets prize can be won 1 time per day.')).toBeInTheDocument();
    expect(screen.getByText('Won today: 1 of 1')).toBeInTheDocument();
  });
});
