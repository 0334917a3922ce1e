import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startCheckout } from '../lib/checkout-redirect';
import { product, renderShop } from '../test/render-shop';
import { PremiumPackagesPage } from './premium-packages-page';
import { productNamesHandler } from '../../../../test/product-names-handler';
import { creatorSupportHandler } from '../../../../test/creator-support-handler';
import { agreeToImmediateDelivery } from '../test/consent';

vi.mock('../lib/checkout-redirect', () => ({ startCheckout: vi.fn() }));

// The product-name list every screen that names a product asks for.
const server = setupServer(productNamesHandler(), creatorSupportHandler());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.mocked(startCheckout).mockReset();
});
afterAll(() => server.close());

const silver = product({
  id: 10,
  slug: 'premium-silver',
  kind: 'premium',
  name: 'Silver Premium',
  priceCents: 999,
  originalPriceCents: null,
  mostPopular: false,
  tickets: 1000,
  webPoints: 10,
  skillPoints: 5,
  superGoal: 1,
  premiumType: 'silver',
  dailySpinPoints: 3,
  levels: 1,
  attackPoints: 500,
  benefits: ['unlimited3x', 'possession1', 'shoot1', 'goldenCard2'],
});
const platinum = product({
  id: 11,
  slug: 'premium-platinum',
  kind: 'premium',
  name: 'Platinum Premium',
  priceCents: 2499,
  originalPriceCents: null,
  mostPopular: true,
  tickets: 3000,
  webPoints: 25,
  skillPoints: 15,
  superGoal: 3,
  premiumType: 'platinum',
  dailySpinPoints: 5,
  levels: 2,
  attackPoints: 1500,
  benefits: ['unlimited5x', 'possession3', 'shoot3', 'goldenCard5', 'dailyRewards2x', 'globalChat'],
});

const premiums = (currentPremium: 'none' | 'silver' | 'platinum') =>
  http.get('*/api/shop/premiums', () =>
    HttpResponse.json({ success: true, count: 2, data: [silver, platinum], currentPremium }),
  );

const card = (name: string) => screen.getByRole('group', { name });

describe('Premium packages', () => {
  it('shows silver and platinum with their fields and benefits', async () => {
    server.use(premiums('none'));
    await renderShop(<PremiumPackagesPage />);
    await screen.findByRole('heading', { level: 2, name: 'Platinum Premium' });

    const plat = card('Platinum Premium');
    for (const text of [
      'Tickets3,000',
      'Web points25',
      'Daily spin points5',
      'Skill points15',
      'Levels2',
      'Attack points1,500',
      'Super goal rewards3',
      '€24.99',
    ])
      expect(plat).toHaveTextContent(text);
    expect(
      within(plat)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Unlimited 5x',
      '+3% possession',
      '+3% shoot chance',
      '+5% golden card chance',
      '2x daily rewards',
      'Global chat',
    ]);
    expect(
      within(card('Silver Premium'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Unlimited 3x', '+1% possession', '+1% shoot chance', '+2% golden card chance']);
    expect(screen.getByText('You have no premium membership yet.')).toBeInTheDocument();
  });

  it('says a player with Platinum cannot buy Silver or Platinum again, but may still gift them', async () => {
    server.use(premiums('platinum'));
    await renderShop(<PremiumPackagesPage />);
    await screen.findByRole('heading', { level: 2, name: 'Platinum Premium' });

    expect(card('Silver Premium')).toHaveTextContent(
      'You already have Platinum membership. You cannot purchase Silver Premium again.',
    );
    expect(within(card('Silver Premium')).getByRole('button', { name: 'Buy now' })).toBeDisabled();
    expect(within(card('Platinum Premium')).getByRole('button', { name: 'Buy now' })).toBeDisabled();
    expect(within(card('Platinum Premium')).getByRole('button', { name: 'Gift' })).toBeEnabled();
    expect(card('Platinum Premium')).toHaveTextContent('Your membership');
  });

  it('buys a membership by redirect', async () => {
    server.use(
      premiums('silver'),
      http.post('*/api/payments/create-link', () =>
        HttpResponse.json({ success: true, checkoutUrl: 'http://localhost/sandbox/checkout/p', message: '' }),
      ),
    );
    const { user } = await renderShop(<PremiumPackagesPage />);
    await screen.findByRole('heading', { level: 2, name: 'Platinum Premium' });
    await user.click(within(card('Platinum Premium')).getByRole('button', { name: 'Buy now' }));
    await agreeToImmediateDelivery(user);
    await waitFor(() => expect(startCheckout).toHaveBeenCalledWith('http://localhost/sandbox/checkout/p'));
  });

  it('shows the ALREADY_HAS_PREMIUM gift text when the recipient has the membership', async () => {
    server.use(
      premiums('none'),
      http.get('*/api/account/search-with-referral', () =>
        HttpResponse.json({
          success: true,
          data: {
            Id: 2,
            NickName: 'Femi85',
            UserLevel: 30,
            SeasonLevel: 8,
            TeamName: null,
            PremiumTypeName: 'Platinum',
            ReferralId: 'PS-29SESK',
          },
        }),
      ),
      http.post('*/api/payments/gift', () =>
        HttpResponse.json(
          {
            success: false,
            error: 'ALREADY_HAS_PREMIUM',
            message: 'Femi85 already has Platinum Premium membership. You cannot gift Silver Premium.',
            current: 'Platinum',
            requested: 'Silver',
            recipient: 'Femi85',
          },
          { status: 409 },
        ),
      ),
    );
    const { user } = await renderShop(<PremiumPackagesPage />);
    await screen.findByRole('heading', { level: 2, name: 'Silver Premium' });
    await user.click(within(card('Silver Premium')).getByRole('button', { name: 'Gift' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gift a pack' });
    await user.type(within(dialog).getByLabelText("Recipient's referral ID"), 'PS-29SESK');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    // A recipient without a team reads "No Team".
    expect(await within(dialog).findByText('No Team')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: /delivered immediately/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and pay' }));

    expect(
      await within(dialog).findByText(
        'Femi85 already has Platinum Premium membership. You cannot gift Silver Premium.',
      ),
    ).toBeInTheDocument();
    expect(startCheckout).not.toHaveBeenCalled();
  });

  it('shows a load failure with Retry', async () => {
    server.use(
      http.get('*/api/shop/premiums', () =>
        HttpResponse.json({ success: false, error: 'NOT_FOUND', message: 'x' }, { status: 404 }),
      ),
    );
    await renderShop(<PremiumPackagesPage />);
    expect(await screen.findByText('Failed to load premium packages')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
