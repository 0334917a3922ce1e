import type { VipTier } from '@pitchside/contract/vip';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useModalStore } from '@/lib/modals/modal-store';
import { setSession } from '@/lib/session/session';
import type { SessionUser } from '@/lib/session/session-user';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { VipPage } from './vip-page';

const row = (
  tier: number,
  slug: string,
  name: string,
  min: number,
  max: number | null,
  bonus: number,
  limit: number,
): VipTier => ({
  tier,
  slug,
  name,
  color: '#f8c84a',
  icon: 'crown',
  minWebPoints: min,
  maxWebPoints: max,
  bonusPercentage: bonus,
  discountPercentage: 0,
  spin10WebPointsBoost: bonus,
  spin100TicketBoost: bonus / 5,
  spin2000TicketsBoost: bonus / 5,
  spin2000LimitBoost: limit,
});

const TIERS = [
  row(0, 'bronze', 'Bronze', 0, 99, 0, 0),
  row(1, 'silver', 'Silver', 100, 499, 5, 1),
  row(2, 'gold', 'Gold', 500, 1499, 10, 2),
  row(3, 'platinum', 'Platinum', 1500, 4999, 15, 3),
  row(4, 'emerald', 'Emerald', 5000, 14999, 20, 5),
  row(5, 'diamond', 'Diamond', 15000, null, 25, 8),
];

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function serveTiers() {
  // Out of order on purpose: the page sorts by tier number.
  server.use(
    http.get('*/api/public/vip-tiers', () =>
      HttpResponse.json({ success: true, data: [...TIERS].reverse() }),
    ),
  );
}

function logIn(vip: SessionUser['vip']) {
  setSession('t', { emailconfirmed: true, nickname: 'Striker99', vip });
}

describe('VIP page', () => {
  it('shows guests the tier table with the spec columns and a login call to action', async () => {
    serveTiers();
    const { user } = await renderWithProviders(<VipPage />);
    const table = await screen.findByRole('table', { name: 'VIP tiers' });

    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Tier',
      'Web point range',
      'Bonus ticket',
      'Spin 10 web points boost',
      'Spin 100 ticket boost',
      'Spin 2000 tickets boost',
      'Spin 2000 limit boost',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'BronzeNo VIP',
      'Silver',
      'Gold',
      'Platinum',
      'Emerald',
      'Diamond',
    ]);
    expect(
      within(rows[2] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['500 – 1,499', '+10%', '+10%', '+2%', '+2%', '+2']);
    expect(within(rows[5] as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent('15,000+');
    expect(within(rows[0] as HTMLElement).getAllByRole('cell')[1]).toHaveTextContent('None');
    expect(table.querySelector('[aria-current]')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(useModalStore.getState().open).toBe('login');
  });

  it('explains that only web points bought in the last 30 days count', async () => {
    serveTiers();
    await renderWithProviders(<VipPage />);
    const how = screen.getByRole('region', { name: 'How VIP works' });
    expect(within(how).getByRole('heading', { name: 'The last 30 days count' })).toBeInTheDocument();
    expect(within(how).getByRole('heading', { name: 'Free web points never count' })).toBeInTheDocument();
  });

  it("highlights a player's own tier and shows the way to the next one", async () => {
    serveTiers();
    logIn({ tier: 2, tierName: 'Gold', last30DaysWebpoints: 1000, bonusPercentage: 10 });
    await renderWithProviders(<VipPage />);
    const table = await screen.findByRole('table', { name: 'VIP tiers' });

    const mine = table.querySelector('[aria-current="true"]') as HTMLElement;
    expect(within(mine).getByRole('rowheader')).toHaveTextContent('Gold');
    expect(within(mine).getByText('Your tier')).toBeInTheDocument();

    const standing = screen.getByRole('region', { name: 'Your VIP tier' });
    expect(within(standing).getByText('Gold')).toBeInTheDocument();
    expect(within(standing).getByText('1,000 WP')).toBeInTheDocument();
    expect(within(standing).getByText(/a 1,000 ticket pack gives you 100 extra/)).toBeInTheDocument();
    expect(within(standing).getByRole('progressbar', { name: 'Progress to Platinum' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(within(standing).getByText('500 more web points to reach Platinum.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('treats a player without a vip object as No VIP on the way to Silver', async () => {
    serveTiers();
    logIn(undefined);
    await renderWithProviders(<VipPage />);
    await screen.findByRole('table', { name: 'VIP tiers' });
    const standing = screen.getByRole('region', { name: 'Your VIP tier' });
    expect(within(standing).getByText('No VIP')).toBeInTheDocument();
    expect(within(standing).getByText('0 WP')).toBeInTheDocument();
    expect(within(standing).getByText('Bonus tickets start at the Silver tier.')).toBeInTheDocument();
    expect(within(standing).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(within(standing).getByText('100 more web points to reach Silver.')).toBeInTheDocument();
  });

  it('congratulates a player at the top tier', async () => {
    serveTiers();
    logIn({ tier: 5, last30DaysWebpoints: 20_000 });
    await renderWithProviders(<VipPage />);
    await screen.findByRole('table', { name: 'VIP tiers' });
    const standing = screen.getByRole('region', { name: 'Your VIP tier' });
    expect(within(standing).getByRole('progressbar', { name: 'Highest tier reached' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(within(standing).getByText(/You are at the highest tier/)).toBeInTheDocument();
  });

  it('has the rows as cards for 768 px or less and as a table above, CSS showing the one that fits', async () => {
    // The server renders the page for every width: both forms are in it (a phone shows the cards,
    // e2e/home.spec.ts).
    serveTiers();
    await renderWithProviders(<VipPage />);
    const list = await screen.findByRole('list', { name: 'VIP tiers' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(list).toHaveClass('min-[769px]:hidden');
    const table = screen.getByRole('table', { name: 'VIP tiers' });
    expect(table.parentElement).toHaveClass('hidden', 'min-[769px]:block');
  });

  it('shows a failure with Retry', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/public/vip-tiers', () => {
        calls += 1;
        return calls <= 3
          ? HttpResponse.json({ success: false, error: 'INTERNAL_ERROR', message: 'x' }, { status: 500 })
          : HttpResponse.json({ success: true, data: TIERS });
      }),
    );
    const { user } = await renderWithProviders(<VipPage />);
    expect(
      await screen.findByText('Failed to load the VIP tiers. Please try again.', undefined, {
        timeout: 6000,
      }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'VIP tiers' })).toBeInTheDocument();
  });
});
