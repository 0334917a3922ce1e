import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query/query-client';
import { createI18n } from '@/lib/i18n/setup';
import { setSession } from '@/lib/session/session';
import { DailyOfferPage } from './daily-offer-page';
import { productNamesHandler } from '../../../../test/product-names-handler';
import { agreeToImmediateDelivery } from '../test/consent';

// The product-name list every screen that names a product asks for.
const server = setupServer(productNamesHandler());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const offer = (canPurchase: boolean, vipBonusTickets = 0) =>
  HttpResponse.json({
    success: true,
    canPurchase,
    nextAvailable: '2026-07-11T00:00:00.000Z',
    hoursRemaining: 2,
    secondsRemaining: 5400,
    data: {
      id: 20,
      slug: 'daily-offer',
      kind: 'daily_offer',
      name: 'Daily Offer',
      priceCents: 199,
      originalPriceCents: 499,
      discountPercentage: 60,
      campaignBonusPercentage: 0,
      campaignBonusTickets: 0,
      campaignEndsAt: null,
      mostPopular: false,
      tickets: 300,
      webPoints: 3,
      energy: 1000,
      skillPoints: 0,
      superGoal: 0,
      vipBonusTickets,
      finalTickets: 300 + vipBonusTickets,
      premiumType: null,
      dailySpinPoints: null,
      levels: null,
      attackPoints: null,
      benefits: [],
      spins: 5,
    },
  });

async function renderPage() {
  setSession('test-token', { id: 7, emailconfirmed: true });
  document.cookie = 'XSRF-TOKEN=abc';
  const i18n = await createI18n('en');
  render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <DailyOfferPage />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('Daily offer', () => {
  it('shows the offer with its VIP bonus and goes to checkout, Processing... meanwhile', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get('*/api/offers/daily', () => offer(true, 30)),
      http.post('*/api/payments/create-link', async ({ request }) => {
        bodies.push(await request.json());
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const user = await renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Daily Offer' })).toBeInTheDocument();
    expect(screen.getByText('€1.99')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['300Tickets', '+30VIP bonus tickets', '1,000Energy', '5Spins', '3Web points']);
    expect(screen.getByText('Your VIP tier adds 30 bonus tickets.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    await agreeToImmediateDelivery(user);
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(bodies).toEqual([{ variantId: 'daily-offer', consent: true, userId: 7 }]);
  });

  it('takes a discount code at the checkout step and opens the checkout with it (issue 36)', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get('*/api/offers/daily', () => offer(true)),
      http.post('*/api/payments/discount', async ({ request }) => {
        const body = (await request.json()) as { code: string; variantId: string };
        bodies.push(body);
        return HttpResponse.json({
          success: true,
          data: { code: body.code.toUpperCase(), listPriceCents: 199, discountCents: 50, priceCents: 149 },
        });
      }),
      http.post('*/api/payments/create-link', async ({ request }) => {
        bodies.push(await request.json());
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const user = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Buy Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Before you pay' });
    await user.type(within(dialog).getByLabelText('Discount code (optional)'), 'daily50');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('€1.49')).toBeInTheDocument();
    await agreeToImmediateDelivery(user);
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(bodies).toEqual([
      expect.objectContaining({ code: 'DAILY50', variantId: 'daily-offer' }),
      expect.objectContaining({ variantId: 'daily-offer', consent: true, code: 'DAILY50' }),
    ]);
  });

  it("shows today's offer as claimed with a countdown to the next one", async () => {
    server.use(http.get('*/api/offers/daily', () => offer(false)));
    await renderPage();
    expect(
      await screen.findByText("You have already claimed today's offer. Come back tomorrow!"),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Claimed today' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Buy Now' })).not.toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('01:30:00');
  });

  it('turns to the claimed state when the server says today is already bought', async () => {
    let bought = false;
    server.use(
      http.get('*/api/offers/daily', () => offer(!bought)),
      http.post('*/api/payments/create-link', () => {
        bought = true;
        return HttpResponse.json(
          {
            success: false,
            error: 'ALREADY_PURCHASED',
            message: "You have already claimed today's offer. Come back tomorrow!",
          },
          { status: 409 },
        );
      }),
    );
    const user = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Buy Now' }));
    await agreeToImmediateDelivery(user);
    expect(await screen.findByRole('button', { name: 'Claimed today' })).toBeDisabled();
  });

  it('says when the offer cannot be loaded and retries', async () => {
    let attempts = 0;
    server.use(
      http.get('*/api/offers/daily', () => {
        attempts += 1;
        return attempts === 1
          ? HttpResponse.json({ success: false, error: 'FORBIDDEN', message: 'x' }, { status: 403 })
          : offer(true);
      }),
    );
    const user = await renderPage();
    expect(await screen.findByText('Failed to load the daily offer')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Buy Now' })).toBeEnabled();
  });
});
