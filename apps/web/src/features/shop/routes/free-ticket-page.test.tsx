import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createQueryClient } from '@/lib/query/query-client';
import { createI18n } from '@/lib/i18n/setup';
import { getSessionUser, setSession } from '@/lib/session/session';
import { FreeTicketPage } from './free-ticket-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const eligibility = (canPurchase: boolean, secondsRemaining = 5400) =>
  HttpResponse.json({
    success: true,
    canPurchase,
    tickets: 50,
    webPoints: 2,
    nextAvailable: '2026-07-11T00:00:00.000Z',
    hoursRemaining: Math.ceil(secondsRemaining / 3600),
    secondsRemaining,
  });

async function renderPage({ loggedIn = true } = {}) {
  if (loggedIn) setSession('test-token', { id: 7, emailconfirmed: true, webpoint: 10 });
  document.cookie = 'XSRF-TOKEN=abc';
  const i18n = await createI18n('en');
  render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <FreeTicketPage />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('Daily Free Gift', () => {
  it('claims the gift, then shows the claimed state with a live countdown to the next one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let claimed = false;
    let eligibilityCalls = 0;
    const claims: unknown[] = [];
    server.use(
      http.get('*/api/offers/free-daily-eligibility/7', () => {
        eligibilityCalls += 1;
        // After the countdown ends a new game day has begun: the gift is open again.
        if (eligibilityCalls >= 3) return eligibility(true);
        return eligibility(!claimed, 3);
      }),
      http.post('*/api/offers/free-ticket', async ({ request }) => {
        claims.push(await request.json());
        claimed = true;
        return HttpResponse.json({
          success: true,
          message: 'Free tickets claimed!',
          tickets: 50,
          webPoints: 2,
        });
      }),
    );
    await renderPage();

    expect(await screen.findByRole('heading', { level: 2, name: 'Your gift is ready' })).toBeInTheDocument();
    expect(screen.getByText('50 free tickets')).toBeInTheDocument();
    expect(screen.getByText('+2 web points')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Claim free tickets' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Claimed today' })).toBeInTheDocument();
    expect(claims).toEqual([{ userId: 7 }]);
    // The free web points reach the stored balance (the header strip) at once.
    expect(getSessionUser()?.webpoint).toBe(12);
    expect(screen.getByText('Free tickets claimed!')).toBeInTheDocument();
    expect(screen.getByText('50 tickets are on their way to your game account.')).toBeInTheDocument();
    expect(
      screen.getByText('You have already claimed your free tickets today. Come back tomorrow!'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Claim free tickets' })).not.toBeInTheDocument();

    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('00:00:03');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(timer).toHaveTextContent('00:00:02');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(timer).toHaveTextContent('00:00:01');

    // At zero the page asks the server again and the new day's gift is ready.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await screen.findByRole('button', { name: 'Claim free tickets' })).toBeEnabled();
    expect(eligibilityCalls).toBe(3);
    expect(screen.queryByText('Free tickets claimed!')).not.toBeInTheDocument();
  });

  it('shows the already-claimed text when the server refuses a second claim', async () => {
    server.use(
      http.get('*/api/offers/free-daily-eligibility/7', () => eligibility(true)),
      http.post('*/api/offers/free-ticket', () =>
        HttpResponse.json(
          {
            success: false,
            error: 'ALREADY_CLAIMED',
            message: 'You have already claimed your free tickets today. Come back tomorrow!',
          },
          { status: 409 },
        ),
      ),
    );
    await renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Claim free tickets' }));
    expect(
      await screen.findByText('You have already claimed your free tickets today. Come back tomorrow!'),
    ).toBeInTheDocument();
  });

  it('says "Failed to claim free tickets" when the claim fails otherwise', async () => {
    server.use(
      http.get('*/api/offers/free-daily-eligibility/7', () => eligibility(true)),
      http.post('*/api/offers/free-ticket', () =>
        HttpResponse.json({ success: false, error: 'INTERNAL_ERROR', message: 'x' }, { status: 500 }),
      ),
    );
    await renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Claim free tickets' }));
    expect(await screen.findByText('Failed to claim free tickets')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Claim free tickets' })).toBeEnabled();
  });

  it('says when eligibility cannot be checked and retries', async () => {
    let attempts = 0;
    server.use(
      http.get('*/api/offers/free-daily-eligibility/7', () => {
        attempts += 1;
        return attempts === 1
          ? HttpResponse.json({ success: false, error: 'FORBIDDEN', message: 'x' }, { status: 403 })
          : eligibility(false);
      }),
    );
    await renderPage();
    expect(await screen.findByText('Failed to check eligibility. Please try again.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Claimed today' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('01:30:00');
  });

  it('asks a logged-out visitor to log in', async () => {
    await renderPage({ loggedIn: false });
    expect(await screen.findByText('Please login to claim free tickets')).toBeInTheDocument();
  });
});
