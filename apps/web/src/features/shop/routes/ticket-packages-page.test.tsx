import { dehydrate, QueryClient } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { holdPageAnswers, releasePageAnswers } from '@/lib/query/page-answers';
import { getSessionUser } from '@/lib/session/session';
import { sessionUserQuery } from '@/lib/session/session-user-query';
import { startCheckout } from '../lib/checkout-redirect';
import { PLAYER, product, renderShop } from '../test/render-shop';
import { TicketPackagesPage } from './ticket-packages-page';
import { productNamesHandler } from '../../../../test/product-names-handler';
import { creatorSupportHandler } from '../../../../test/creator-support-handler';
import { agreeToImmediateDelivery } from '../test/consent';

vi.mock('../lib/checkout-redirect', () => ({ startCheckout: vi.fn() }));

// The product-name list every screen that names a product asks for.
const NO_CAMPAIGN = { active: false, id: null, name: null, startsAt: null, endsAt: null, bonuses: [] };
const server = setupServer(
  productNamesHandler(),
  creatorSupportHandler(),
  http.get('*/api/shop/bundles', () => HttpResponse.json({ success: true, count: 0, data: [] })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  releasePageAnswers();
  server.resetHandlers();
  vi.mocked(startCheckout).mockReset();
});
afterAll(() => server.close());

const SILVER = { ...PLAYER, vip: { tier: 1, tierName: 'Silver', tierSlug: 'silver', bonusPercentage: 5 } };

const ENDS_AT = '2026-12-24T18:00:00.000Z';

const WINTER_CUP = {
  active: true,
  id: 3,
  name: 'Winter Cup',
  startsAt: '2026-12-01T00:00:00.000Z',
  endsAt: ENDS_AT,
  bonuses: [{ productId: 2, slug: 'tickets-pro', percent: 35 }],
};

function catalogue(vip: { tier: number; bonusPercentage: number }, campaignPercent = 0) {
  const campaignTickets = Math.floor((1200 * campaignPercent) / 100);
  const bonus = vip.tier > 0 ? Math.floor((1200 * vip.bonusPercentage) / 100) : 0;
  return http.get('*/api/shop/tickets', () =>
    HttpResponse.json({
      success: true,
      count: 2,
      campaign: campaignPercent > 0 ? WINTER_CUP : NO_CAMPAIGN,
      data: [
        product({
          id: 1,
          slug: 'tickets-starter',
          name: 'Starter Tickets',
          priceCents: 499,
          originalPriceCents: null,
          discountPercentage: 0,
          campaignBonusPercentage: 0,
          mostPopular: false,
          tickets: 500,
          webPoints: 5,
          finalTickets: 500,
        }),
        product({
          vipBonusTickets: bonus,
          campaignBonusPercentage: campaignPercent,
          campaignBonusTickets: campaignTickets,
          campaignEndsAt: campaignPercent > 0 ? ENDS_AT : null,
          finalTickets: 1200 + campaignTickets + bonus,
        }),
      ],
    }),
  );
}

/** The page re-reads the user (VIP tier) on open; here the server agrees with the store. */
const validate = (user: typeof PLAYER) =>
  http.post('*/api/account/login/validate', () =>
    HttpResponse.json({ success: true, message: 'Session valid', user: { ...user, id: 7 } }),
  );

const card = (name: string) => screen.getByRole('group', { name });

describe('Ticket packages', () => {
  it('says "Supporting CREATOR" on every card while the player supports a creator (issue 36)', async () => {
    server.use(
      catalogue({ tier: 0, bonusPercentage: 0 }),
      validate(PLAYER),
      creatorSupportHandler('STREAMER'),
    );
    await renderShop(<TicketPackagesPage />);
    await waitFor(() => expect(screen.getAllByText('Supporting STREAMER')).toHaveLength(2));
    expect(within(card('Starter Tickets')).getByText('Supporting STREAMER')).toBeInTheDocument();
    expect(screen.getByText(/You support STREAMER until/)).toBeInTheDocument();
  });

  it('shows tickets, web points, price, struck original, discount, and the most-popular flag', async () => {
    server.use(catalogue({ tier: 0, bonusPercentage: 0 }), validate(PLAYER));
    await renderShop(<TicketPackagesPage />);
    await screen.findByRole('heading', { level: 2, name: 'Pro Tickets' });

    const pro = card('Pro Tickets');
    expect(pro).toHaveTextContent('1,200Tickets');
    expect(pro).toHaveTextContent('Web points12');
    expect(within(pro).getByText('€9.99')).toBeInTheDocument();
    expect(within(pro).getByText('€12.99').tagName).toBe('S');
    expect(pro).toHaveTextContent('−23%');
    expect(pro).toHaveTextContent('Most popular');
    expect(card('Starter Tickets')).not.toHaveTextContent('Most popular');
    // No campaign runs: nothing on the page promises a campaign bonus.
    expect(screen.queryByText(/campaign/i)).not.toBeInTheDocument();
  });

  it('shows the running campaign, its end, and base + campaign + VIP tickets on the cards', async () => {
    server.use(catalogue({ tier: 1, bonusPercentage: 5 }, 35), validate(SILVER));
    await renderShop(<TicketPackagesPage />, { user: SILVER });
    const banner = await screen.findByRole('region', { name: 'Winter Cup' });
    expect(banner).toHaveTextContent('up to +35%');
    expect(within(banner).getByText((_, el) => el?.tagName === 'TIME')).toHaveAttribute('datetime', ENDS_AT);

    const pro = card('Pro Tickets');
    expect(pro).toHaveTextContent('1,680Final tickets');
    expect(pro).toHaveTextContent('+35% campaign bonus');
    expect(pro).toHaveTextContent('Campaign bonus (+35%)');
    expect(within(pro).getByTestId('campaign-bonus')).toHaveTextContent('+420');
    expect(pro).toHaveTextContent('VIP bonus (+5%)+60');
    expect(card('Starter Tickets')).not.toHaveTextContent(/campaign/i);
  });

  it('shows no VIP bonus at tier 0', async () => {
    server.use(catalogue({ tier: 0, bonusPercentage: 0 }), validate(PLAYER));
    await renderShop(<TicketPackagesPage />);
    await screen.findByRole('heading', { level: 2, name: 'Pro Tickets' });
    expect(screen.queryByText(/VIP bonus/)).not.toBeInTheDocument();
    expect(screen.queryByText('Final tickets')).not.toBeInTheDocument();
    expect(screen.getByText(/Buy web points to reach a VIP tier/)).toBeInTheDocument();
  });

  it('adds floor(base × bonus % / 100) and the final tickets above tier 0', async () => {
    server.use(catalogue({ tier: 1, bonusPercentage: 5 }), validate(SILVER));
    await renderShop(<TicketPackagesPage />, { user: SILVER });
    await screen.findByRole('heading', { level: 2, name: 'Pro Tickets' });

    const pro = card('Pro Tickets');
    expect(pro).toHaveTextContent('1,260Final tickets');
    expect(pro).toHaveTextContent('Base tickets1,200');
    expect(pro).toHaveTextContent('VIP bonus (+5%)+60');
    expect(card('Starter Tickets')).toHaveTextContent('VIP bonus (+5%)+25');
    expect(screen.getByText(/Your VIP status Silver adds 5% bonus tickets/)).toBeInTheDocument();
  });

  it('takes the VIP tier the server reports now, not the one stored at login', async () => {
    server.use(catalogue({ tier: 1, bonusPercentage: 5 }), validate(SILVER));
    await renderShop(<TicketPackagesPage />);
    expect(
      await within(await screen.findByRole('group', { name: 'Pro Tickets' })).findByText('+60'),
    ).toBeInTheDocument();
    expect(getSessionUser()?.vip?.tier).toBe(1);
  });

  it('keeps the user the server rendered the screen with, and reads it again on the next visit', async () => {
    let validations = 0;
    server.use(
      catalogue({ tier: 1, bonusPercentage: 5 }),
      http.post('*/api/account/login/validate', () => {
        validations += 1;
        return HttpResponse.json({ success: true, message: 'Session valid', user: { ...SILVER, id: 7 } });
      }),
    );
    // The page as the server rendered it for this player a moment ago (start-app.tsx holds its answers).
    const rendered = new QueryClient();
    rendered.setQueryData(sessionUserQuery.queryKey, SILVER);
    holdPageAnswers(dehydrate(rendered), new QueryClient().getQueryCache());

    await renderShop(<TicketPackagesPage />, { user: SILVER });
    await screen.findByRole('heading', { level: 2, name: 'Pro Tickets' });
    expect(validations).toBe(0);

    cleanup();
    await renderShop(<TicketPackagesPage />, { user: SILVER });
    await waitFor(() => expect(validations).toBe(1));
  });

  it('creates a payment link for the package and sends the browser to checkout', async () => {
    const bodies: unknown[] = [];
    server.use(
      catalogue({ tier: 0, bonusPercentage: 0 }),
      validate(PLAYER),
      http.post('*/api/payments/create-link', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          success: true,
          checkoutUrl: 'http://localhost/sandbox/checkout/cs_1',
          message: 'Redirecting to secure checkout',
        });
      }),
    );
    const { user } = await renderShop(<TicketPackagesPage />);
    await screen.findByRole('heading', { level: 2, name: 'Pro Tickets' });
    await user.click(within(card('Pro Tickets')).getByRole('button', { name: 'Buy now' }));
    await agreeToImmediateDelivery(user);

    await waitFor(() => expect(startCheckout).toHaveBeenCalledWith('http://localhost/sandbox/checkout/cs_1'));
    expect(bodies).toEqual([
      { variantId: 'tickets-pro', consent: true, userId: 7, email: 'striker@example.com' },
    ]);
    // The browser is leaving: the button stays busy, the other cards wait.
    expect(within(card('Pro Tickets')).getByRole('button', { name: /Redirecting/ })).toBeDisabled();
    expect(within(card('Starter Tickets')).getByRole('button', { name: 'Buy now' })).toBeDisabled();
  });

  it('says why a purchase could not start, on the card that failed', async () => {
    server.use(
      catalogue({ tier: 0, bonusPercentage: 0 }),
      validate(PLAYER),
      http.post('*/api/payments/create-link', () =>
        HttpResponse.json({ success: false, error: 'INTERNAL_ERROR', message: 'x' }, { status: 500 }),
      ),
    );
    const { user } = await renderShop(<TicketPackagesPage />);
    await screen.findByRole('heading', { level: 2, name: 'Pro Tickets' });
    await user.click(within(card('Pro Tickets')).getByRole('button', { name: 'Buy now' }));
    await agreeToImmediateDelivery(user);

    expect(await within(card('Pro Tickets')).findByRole('alert')).toHaveTextContent(
      'Server error. Please try again later.',
    );
    expect(within(card('Starter Tickets')).queryByRole('alert')).not.toBeInTheDocument();
    expect(startCheckout).not.toHaveBeenCalled();
  });

  it('shows a load failure with Retry, then the packages', async () => {
    let calls = 0;
    server.use(
      validate(PLAYER),
      http.get('*/api/shop/tickets', () => {
        calls += 1;
        return calls <= 1
          ? HttpResponse.json({ success: false, error: 'FORBIDDEN', message: 'no' }, { status: 403 })
          : HttpResponse.json({ success: true, count: 1, data: [product()] });
      }),
    );
    const { user } = await renderShop(<TicketPackagesPage />);
    expect(await screen.findByText('Failed to load ticket packages')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Pro Tickets' })).toBeInTheDocument();
  });

  it('says nothing was charged when the player cancels on the payment page', async () => {
    server.use(catalogue({ tier: 0, bonusPercentage: 0 }), validate(PLAYER));
    const { user } = await renderShop(<TicketPackagesPage />, { path: '/webshop/tickets?payment=cancelled' });
    expect(await screen.findByText('Payment cancelled. Nothing was charged.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Payment cancelled. Nothing was charged.')).not.toBeInTheDocument();
  });

  it('describes an empty catalogue', async () => {
    server.use(
      validate(PLAYER),
      http.get('*/api/shop/tickets', () => HttpResponse.json({ success: true, count: 0, data: [] })),
    );
    await renderShop(<TicketPackagesPage />);
    expect(await screen.findByText('No ticket packages right now')).toBeInTheDocument();
  });
});

describe('Gifting a package', () => {
  const recipient = {
    Id: 2,
    NickName: 'Femi85',
    UserLevel: 30,
    SeasonLevel: 8,
    TeamName: 'Casablanca Stars',
    PremiumTypeName: 'None',
    ReferralId: 'PS-29SESK',
  };

  it('finds the recipient by referral ID, shows who they are, and pays for the gift', async () => {
    const searches: string[] = [];
    const gifts: unknown[] = [];
    server.use(
      catalogue({ tier: 0, bonusPercentage: 0 }),
      validate(PLAYER),
      http.get('*/api/account/search-with-referral', ({ request }) => {
        const url = new URL(request.url);
        searches.push(url.search);
        return url.searchParams.get('referralID') === 'PS-29SESK'
          ? HttpResponse.json({ success: true, data: recipient })
          : HttpResponse.json(
              {
                success: false,
                error: 'REFERRAL_NOT_FOUND',
                message: 'Referral ID not found. Please check and try again.',
              },
              { status: 404 },
            );
      }),
      http.post('*/api/payments/gift', async ({ request }) => {
        gifts.push(await request.json());
        return HttpResponse.json({
          success: true,
          checkoutUrl: 'http://localhost/sandbox/checkout/cs_gift',
          message: 'Redirecting to secure checkout',
          recipient: { nickname: 'Femi85', teamName: 'Casablanca Stars', level: 30, referralId: 'PS-29SESK' },
          product: { name: 'Pro Tickets', price: 999 },
        });
      }),
    );
    const { user } = await renderShop(<TicketPackagesPage />);
    await screen.findByRole('heading', { level: 2, name: 'Pro Tickets' });
    await user.click(within(card('Pro Tickets')).getByRole('button', { name: 'Gift' }));

    const dialog = await screen.findByRole('dialog', { name: 'Gift a pack' });
    expect(dialog).toHaveTextContent('Send Pro Tickets to another player.');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(await within(dialog).findByText('Please enter referral ID')).toBeInTheDocument();

    const input = within(dialog).getByLabelText("Recipient's referral ID");
    await user.type(input, 'PS-NOPE');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(
      await within(dialog).findByText('Referral ID not found. Please check and try again.'),
    ).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, 'PS-29SESK');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(await within(dialog).findByText('Is this the right player?')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('NicknameFemi85');
    expect(dialog).toHaveTextContent('TeamCasablanca Stars');
    expect(dialog).toHaveTextContent('Level30');
    expect(dialog).toHaveTextContent('€9.99');
    expect(searches.at(-1)).toBe('?referralID=PS-29SESK&forGift=true');

    await user.click(within(dialog).getByRole('checkbox', { name: /delivered immediately/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and pay' }));
    await waitFor(() =>
      expect(startCheckout).toHaveBeenCalledWith('http://localhost/sandbox/checkout/cs_gift'),
    );
    expect(gifts).toEqual([
      {
        variantId: 'tickets-pro',
        recipientReferralId: 'PS-29SESK',
        consent: true,
        buyerId: 7,
        buyerEmail: 'striker@example.com',
      },
    ]);
  });

  it('says "Failed to search user" when the search fails for another reason, and goes back from confirm', async () => {
    let calls = 0;
    server.use(
      catalogue({ tier: 0, bonusPercentage: 0 }),
      validate(PLAYER),
      http.get('*/api/account/search-with-referral', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: true, data: { broken: true } })
          : HttpResponse.json({ success: true, data: recipient });
      }),
    );
    const { user } = await renderShop(<TicketPackagesPage />);
    await screen.findByRole('heading', { level: 2, name: 'Pro Tickets' });
    await user.click(within(card('Pro Tickets')).getByRole('button', { name: 'Gift' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gift a pack' });
    await user.type(within(dialog).getByLabelText("Recipient's referral ID"), 'PS-29SESK');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(await within(dialog).findByText('Failed to search user')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    await within(dialog).findByText('Is this the right player?');
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByLabelText("Recipient's referral ID")).toBeInTheDocument();
  });
});
