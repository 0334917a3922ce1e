import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query/query-client';
import { createI18n } from '@/lib/i18n/setup';
import { setSession } from '@/lib/session/session';
import { BalanceHistoryPage } from './balance-history-page';
import { productNamesHandler } from '../../../../test/product-names-handler';

// The product-name list every screen that names a product asks for.
const server = setupServer(productNamesHandler());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Every balance-history request as "tab?range=…&page=…" (pageSize checked once). */
function record() {
  const requests: string[] = [];
  const note = (request: Request, tab: string) => {
    const url = new URL(request.url);
    const page = url.searchParams.get('page');
    if (page) expect(url.searchParams.get('pageSize')).toBe('10');
    requests.push(`${tab}?range=${url.searchParams.get('range')}${page ? `&page=${page}` : ''}`);
    return url;
  };
  return { requests, note };
}

const SUMMARY = {
  currentBalance: 1250,
  lifetimeEarned: 1400,
  lifetimeSpent: 150,
  totalPurchases: 2,
  moneySpentCents: 1098,
  wpPurchased: 6,
  paidPurchases: 2,
  freeRewards: 1,
  categories: { paid: 6, free: 0, bonus: 20, deduction: 150 },
};

const payment = (id: number, status: 'completed' | 'pending' | 'failed' | 'expired' | 'refunded') => ({
  id,
  date: '2026-07-10T12:00:00.000Z',
  product: `Pack ${id}`,
  category: 'ticket_package',
  priceCents: 999,
  currency: 'EUR',
  items: [
    { kind: 'tickets', amount: 1200 },
    { kind: 'webPoints', amount: 3 },
  ],
  status,
  isGift: false,
  recipient: null,
});

async function renderPage(path = '/account/balance-history') {
  setSession('test-token', { id: 7, emailconfirmed: true });
  const i18n = await createI18n('en');
  const router = createMemoryRouter([{ path: '/account/balance-history', element: <BalanceHistoryPage /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

describe('Balance history', () => {
  it('shows the summary with the category chart and asks again for another range', async () => {
    const { requests, note } = record();
    server.use(
      http.get('*/api/account/balance-history/summary', ({ request }) => {
        const range = note(request, 'summary').searchParams.get('range');
        return HttpResponse.json({
          success: true,
          data: range === 'last7days' ? { ...SUMMARY, freeRewards: 0, totalPurchases: 0 } : SUMMARY,
        });
      }),
    );
    const { router, user } = await renderPage();

    expect(await screen.findByText('1,250 WP')).toBeInTheDocument();
    const tile = (label: string) => screen.getByText(label).parentElement?.parentElement;
    expect(tile('Current balance')).toHaveTextContent('1,250 WP');
    expect(tile('Lifetime earned')).toHaveTextContent('1,400 WP');
    expect(tile('Lifetime spent')).toHaveTextContent('150 WP');
    expect(tile('Money spent')).toHaveTextContent('€10.98');
    expect(tile('Web points purchased')).toHaveTextContent('6 WP');
    expect(tile('Free rewards')).toHaveTextContent('1');
    const chart = screen.getByRole('list', { name: 'Web points by category' });
    expect(
      within(chart)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Paid6 WP', 'Free0 WP', 'Bonus20 WP', 'Deduction150 WP']);
    const widths = [...chart.querySelectorAll<HTMLElement>('[data-category-bar]')].map(
      (bar) => bar.style.width,
    );
    expect(widths).toEqual(['4%', '0%', '13%', '100%']);

    await user.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    expect(await screen.findByText('Total purchases')).toBeInTheDocument();
    await screen.findByRole('radio', { name: 'Last 7 days', checked: true });
    expect(requests).toEqual(['summary?range=allTime', 'summary?range=last7days']);
    expect(router.state.location.search).toBe('?range=last7days');
  });

  it('pages through payments with coloured status badges and starts again at page 1 for a new range', async () => {
    const { requests, note } = record();
    server.use(
      http.get('*/api/account/balance-history/payments', ({ request }) => {
        const page = Number(note(request, 'payments').searchParams.get('page'));
        return HttpResponse.json({
          success: true,
          page,
          pageSize: 10,
          total: 25,
          data: [
            payment(page * 100 + 1, 'completed'),
            payment(page * 100 + 2, 'pending'),
            payment(page * 100 + 3, 'failed'),
            payment(page * 100 + 4, 'refunded'),
            payment(page * 100 + 5, 'expired'),
          ],
        });
      }),
    );
    server.use(
      http.get('*/api/account/balance-history/summary', () =>
        HttpResponse.json({ success: true, data: SUMMARY }),
      ),
    );
    const { router, user } = await renderPage();
    await user.click(screen.getByRole('tab', { name: 'Payments' }));

    const row = await screen.findByRole('row', { name: /Pack 101/ });
    const table = screen.getByRole('table', { name: 'Payments' });
    expect(row).toHaveTextContent('€9.99');
    expect(row).toHaveTextContent('1,200 tickets · 3 web points');
    expect(row).toHaveTextContent('Ticket package');
    expect(within(table).getByText('Completed')).toBeInTheDocument();
    expect(within(table).getByText('Pending')).toBeInTheDocument();
    expect(within(table).getByText('Failed')).toBeInTheDocument();
    expect(within(table).getByText('Refunded')).toBeInTheDocument();
    // An abandoned checkout whose session ran out: "Expired", not "Pending" forever.
    expect(within(screen.getByRole('row', { name: /Pack 105/ })).getByText('Expired')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 1 of 3');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('row', { name: /Pack 201/ })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 2 of 3');
    expect(router.state.location.search).toBe('?tab=payments&page=2');

    await user.click(screen.getByRole('radio', { name: 'This month' }));
    expect(await screen.findByRole('row', { name: /Pack 101/ })).toBeInTheDocument();
    expect(requests.filter((request) => request.startsWith('payments'))).toEqual([
      'payments?range=allTime&page=1',
      'payments?range=allTime&page=2',
      'payments?range=thisMonth&page=1',
    ]);
  });

  it('signs transaction amounts and names their type', async () => {
    server.use(
      http.get('*/api/account/balance-history/transactions', () =>
        HttpResponse.json({
          success: true,
          page: 1,
          pageSize: 10,
          total: 2,
          data: [
            {
              id: 2,
              date: '2026-07-10T13:00:00.000Z',
              description: 'Spin the wheel',
              type: 'spend',
              amount: -5,
              balance: 1,
            },
            {
              id: 1,
              date: '2026-07-10T12:00:00.000Z',
              description: 'Daily Offer',
              type: 'purchase',
              amount: 6,
              balance: 6,
            },
          ],
        }),
      ),
    );
    await renderPage('/account/balance-history?tab=transactions');
    const spin = await screen.findByRole('row', { name: /Spin the wheel/ });
    const table = screen.getByRole('table', { name: 'Transactions' });
    expect(spin).toHaveTextContent('Spend');
    expect(spin).toHaveTextContent('-5 WP');
    const offer = within(table).getByRole('row', { name: /Daily Offer/ });
    expect(offer).toHaveTextContent('Purchase');
    expect(offer).toHaveTextContent('+6 WP');
    // One page only: no pagination.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('says "Failed to load balance history" and retries', async () => {
    let attempts = 0;
    server.use(
      http.get('*/api/account/balance-history/transactions', () => {
        attempts += 1;
        if (attempts === 1) {
          return HttpResponse.json({ success: false, error: 'NOT_FOUND', message: 'x' }, { status: 404 });
        }
        return HttpResponse.json({ success: true, page: 1, pageSize: 10, total: 0, data: [] });
      }),
    );
    const { user } = await renderPage('/account/balance-history?tab=transactions');
    expect(await screen.findByText('Failed to load balance history')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No transactions')).toBeInTheDocument();
    expect(
      screen.getByText('Web points you earn or spend in this range will show up here.'),
    ).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('describes an empty spending list', async () => {
    server.use(
      http.get('*/api/account/balance-history/spending', () =>
        HttpResponse.json({ success: true, page: 1, pageSize: 10, total: 0, data: [] }),
      ),
    );
    await renderPage('/account/balance-history?tab=spending&range=today');
    expect(await screen.findByText('No spending')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Today' })).toBeChecked();
  });
});
