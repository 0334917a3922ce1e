import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createQueryClient } from '@/lib/query/query-client';
import { createI18n } from '@/lib/i18n/setup';
import { useModalStore } from '@/lib/modals/modal-store';
import { setSession, logout } from '@/lib/session/session';
import { SeasonalPacksSection } from './seasonal-packs-section';
import { productNamesHandler } from '../../../../test/product-names-handler';
import { agreeToImmediateDelivery } from '../test/consent';

// The product-name list every screen that names a product asks for.
const server = setupServer(productNamesHandler());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const season = { id: 3, number: 12, name: 'Season 12' };
const PACKS = {
  welcome: {
    id: 10,
    slug: 'seasonal-welcome-pack',
    display_name: 'Seasonal Welcome Pack',
    final_price: 9.99,
    original_price: 29,
    final_tickets: 400,
    final_energy: 1800,
    final_skillpoints: 10,
    final_supergol: 10,
    final_webpoints: 3,
    current_season: season,
  },
  winner: {
    id: 11,
    slug: 'seasonal-winner-pack',
    display_name: 'Seasonal Winner Pack',
    final_price: 99.99,
    original_price: 260,
    final_tickets: 4000,
    final_energy: 15000,
    final_skillpoints: 75,
    final_supergol: 25,
    final_webpoints: 20,
    current_season: season,
  },
};

interface Setup {
  eligibility?: (slug: string) => Response | Promise<Response>;
}

function usePacks({ eligibility }: Setup = {}) {
  const calls = { eligibility: [] as string[], createLink: [] as unknown[] };
  server.use(
    http.get('*/api/shop/seasonal/welcome-pack', () =>
      HttpResponse.json({ success: true, data: [PACKS.welcome] }),
    ),
    http.get('*/api/shop/seasonal/winner-pack', () =>
      HttpResponse.json({ success: true, data: [PACKS.winner] }),
    ),
    http.get('*/api/offers/seasonal-eligibility/:userId/:slug', ({ params }) => {
      calls.eligibility.push(`${String(params.userId)}/${String(params.slug)}`);
      return eligibility
        ? eligibility(String(params.slug))
        : HttpResponse.json({
            success: true,
            canPurchase: true,
            seasonId: 3,
            seasonName: 'Season 12',
            lastPurchase: null,
          });
    }),
    http.post('*/api/payments/create-link', async ({ request }) => {
      calls.createLink.push(await request.json());
      await delay('infinite');
      return HttpResponse.json({});
    }),
  );
  return calls;
}

async function renderSection({ loggedIn }: { loggedIn: boolean }) {
  if (loggedIn) {
    setSession('test-token', { id: 7, email: 'p@example.com', emailconfirmed: true, nickname: 'Striker99' });
  }
  document.cookie = 'XSRF-TOKEN=abc';
  const i18n = await createI18n('en');
  render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <SeasonalPacksSection />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const card = async (name: string) => {
  const heading = await screen.findByRole('heading', { level: 3, name });
  const element = heading.closest('[data-pack]');
  if (!(element instanceof HTMLElement)) throw new Error(`no card for ${name}`);
  return within(element);
};

describe('seasonal packs', () => {
  it('shows price, original price and contents, and asks a guest to log in', async () => {
    const calls = usePacks();
    const user = await renderSection({ loggedIn: false });

    const welcome = await card('Seasonal Welcome Pack');
    expect(welcome.getByText('€9.99')).toBeInTheDocument();
    expect(welcome.getByText('€29.00')).toBeInTheDocument();
    const contents = welcome.getByRole('list', { name: 'Contents' });
    expect(
      within(contents)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['400Tickets', '1,800Energy', '10Skill points', '10Super goal', '3Web points']);
    const winner = await card('Seasonal Winner Pack');
    expect(winner.getByText('€99.99')).toBeInTheDocument();
    expect(winner.getByText('€260.00')).toBeInTheDocument();

    await user.click(welcome.getByRole('button', { name: 'Login to Purchase' }));
    expect(useModalStore.getState().open).toBe('login');
    expect(calls.eligibility).toEqual([]);
  });

  it('lets an eligible player buy and shows Processing... while the checkout link is made', async () => {
    const calls = usePacks();
    const user = await renderSection({ loggedIn: true });

    const winner = await card('Seasonal Winner Pack');
    await user.click(await winner.findByRole('button', { name: 'Buy Now' }));
    await agreeToImmediateDelivery(user);
    const busy = await winner.findByRole('button', { name: 'Processing...' });
    expect(busy).toBeDisabled();
    expect(calls.createLink).toEqual([
      { variantId: 'seasonal-winner-pack', consent: true, userId: 7, email: 'p@example.com' },
    ]);
    expect(calls.eligibility.sort()).toEqual(['7/seasonal-welcome-pack', '7/seasonal-winner-pack']);
    // The other pack is untouched.
    expect((await card('Seasonal Welcome Pack')).getByRole('button', { name: 'Buy Now' })).toBeEnabled();
  });

  it('takes a discount code naming the pack at the checkout step (issue 36)', async () => {
    const calls = usePacks();
    server.use(
      http.post('*/api/payments/discount', async ({ request }) => {
        const body = (await request.json()) as { code: string; variantId: string };
        return HttpResponse.json({
          success: true,
          data: { code: body.code.toUpperCase(), listPriceCents: 999, discountCents: 200, priceCents: 799 },
        });
      }),
    );
    const user = await renderSection({ loggedIn: true });
    const winner = await card('Seasonal Winner Pack');
    await user.click(await winner.findByRole('button', { name: 'Buy Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Before you pay' });
    await user.type(within(dialog).getByLabelText('Discount code (optional)'), 'season20');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('€7.99')).toBeInTheDocument();
    await agreeToImmediateDelivery(user);
    await winner.findByRole('button', { name: 'Processing...' });
    expect(calls.createLink).toEqual([
      expect.objectContaining({ variantId: 'seasonal-winner-pack', code: 'SEASON20' }),
    ]);
  });

  it('is ready to buy again when the page comes back from the back-forward cache', async () => {
    usePacks();
    const user = await renderSection({ loggedIn: true });
    const welcome = await card('Seasonal Welcome Pack');
    await user.click(await welcome.findByRole('button', { name: 'Buy Now' }));
    await agreeToImmediateDelivery(user);
    await welcome.findByRole('button', { name: 'Processing...' });

    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(await welcome.findByRole('button', { name: 'Buy Now' })).toBeEnabled();
  });

  it('marks a pack bought this season as purchased, with its date', async () => {
    usePacks({
      eligibility: (slug) =>
        HttpResponse.json({
          success: true,
          canPurchase: slug !== 'seasonal-welcome-pack',
          seasonId: 3,
          seasonName: 'Season 12',
          lastPurchase:
            slug === 'seasonal-welcome-pack'
              ? { productName: 'Seasonal Welcome Pack', purchasedAt: '2026-07-10T12:00:00.000Z' }
              : null,
        }),
    });
    await renderSection({ loggedIn: true });

    const welcome = await card('Seasonal Welcome Pack');
    expect(await welcome.findByRole('button', { name: 'Already Purchased' })).toBeDisabled();
    expect(welcome.getByText('Purchased on July 10, 2026')).toBeInTheDocument();
    expect(welcome.getByText('Purchased')).toBeInTheDocument();
    const winner = await card('Seasonal Winner Pack');
    expect(await winner.findByRole('button', { name: 'Buy Now' })).toBeEnabled();
    expect(winner.queryByText('Purchased')).not.toBeInTheDocument();
  });

  it('treats a failed eligibility check as allowed to buy', async () => {
    usePacks({
      eligibility: () =>
        HttpResponse.json({ success: false, error: 'INTERNAL_ERROR', message: 'boom' }, { status: 500 }),
    });
    await renderSection({ loggedIn: true });

    for (const name of ['Seasonal Welcome Pack', 'Seasonal Winner Pack']) {
      expect(await (await card(name)).findByRole('button', { name: 'Buy Now' })).toBeEnabled();
    }
  });

  it('goes back to "Login to Purchase" on logout', async () => {
    usePacks({
      eligibility: () =>
        HttpResponse.json({
          success: true,
          canPurchase: false,
          seasonId: 3,
          seasonName: 'Season 12',
          lastPurchase: { productName: 'x', purchasedAt: '2026-07-10T12:00:00.000Z' },
        }),
    });
    await renderSection({ loggedIn: true });
    const welcome = await card('Seasonal Welcome Pack');
    await welcome.findByRole('button', { name: 'Already Purchased' });

    act(() => logout());
    expect(await welcome.findByRole('button', { name: 'Login to Purchase' })).toBeEnabled();
    expect(welcome.queryByText('Purchased')).not.toBeInTheDocument();
  });

  it('says when the packs cannot be loaded and retries', async () => {
    let attempts = 0;
    server.use(
      http.get('*/api/shop/seasonal/:pack', () => {
        attempts += 1;
        return attempts <= 2
          ? HttpResponse.json({ success: false, error: 'NOT_FOUND', message: 'x' }, { status: 404 })
          : HttpResponse.json({ success: true, data: [PACKS.welcome] });
      }),
    );
    const user = await renderSection({ loggedIn: false });
    expect(await screen.findByText('Failed to load the seasonal packs')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('heading', { level: 3, name: 'Seasonal Welcome Pack' })).toHaveLength(
      2,
    );
  });
});
