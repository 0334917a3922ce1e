import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startCheckout } from '../lib/checkout-redirect';
import { PLAYER, product, renderShop } from '../test/render-shop';
import { agreeToImmediateDelivery } from '../test/consent';
import { productNamesHandler } from '../../../../test/product-names-handler';
import { creatorSupportHandler } from '../../../../test/creator-support-handler';
import { BundlesSection } from './bundles-section';
import { SpecialPackSection } from './special-pack-section';

vi.mock('../lib/checkout-redirect', () => ({ startCheckout: vi.fn() }));

const server = setupServer(productNamesHandler(), creatorSupportHandler());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.mocked(startCheckout).mockReset();
});
afterAll(() => server.close());

const PRO_BUNDLE = product({
  id: 31,
  slug: 'pro-bundle',
  kind: 'bundle',
  name: 'Pro Bundle',
  priceCents: 1499,
  originalPriceCents: 1999,
  discountPercentage: 25,
  tickets: 1800,
  finalTickets: 1800,
  energy: 3000,
  skillPoints: 20,
  webPoints: 15,
});
const TEAM_PACK = product({
  id: 41,
  slug: 'team-event-pack',
  kind: 'special_pack',
  name: 'Team Event Pack',
  priceCents: 799,
  originalPriceCents: null,
  tickets: 1000,
  finalTickets: 1000,
  energy: 2000,
  skillPoints: 10,
  webPoints: 8,
  eventId: 'top-event-teams',
});

const checkoutLink = (bodies: unknown[]) =>
  http.post('*/api/payments/create-link', async ({ request }) => {
    bodies.push(await request.json());
    return HttpResponse.json({
      success: true,
      checkoutUrl: 'http://localhost/sandbox/checkout/cs_9',
      message: 'Redirecting to secure checkout',
    });
  });

describe('Bundles on the ticket packages screen', () => {
  it('shows each bundle with its tickets, energy, skill points and price, and buys it after consent', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get('*/api/shop/bundles', () =>
        HttpResponse.json({ success: true, count: 1, data: [PRO_BUNDLE] }),
      ),
      checkoutLink(bodies),
    );
    const { user } = await renderShop(<BundlesSection />);
    const section = await screen.findByRole('region', { name: 'Bundles' });
    const card = await within(section).findByRole('group', { name: 'Pro Bundle' });
    expect(within(card).getByText('1,800')).toBeInTheDocument();
    expect(within(card).getByText('Energy').closest('div')).toHaveTextContent('3,000');
    expect(within(card).getByText('Skill points').closest('div')).toHaveTextContent('20');
    expect(card).toHaveTextContent('€14.99');
    expect(within(card).getByRole('button', { name: 'Gift' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Buy now' }));
    await agreeToImmediateDelivery(user);
    await waitFor(() => expect(startCheckout).toHaveBeenCalledWith('http://localhost/sandbox/checkout/cs_9'));
    expect(bodies).toEqual([
      { variantId: 'pro-bundle', consent: true, userId: 7, email: 'striker@example.com' },
    ]);
  });

  it('says so when the bundles cannot be loaded', async () => {
    server.use(
      http.get('*/api/shop/bundles', () =>
        HttpResponse.json({ success: false, error: 'INTERNAL_ERROR', message: 'x' }, { status: 500 }),
      ),
    );
    await renderShop(<BundlesSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load bundles');
  });

  it('speaks the reader’s language', async () => {
    server.use(
      http.get('*/api/shop/bundles', () =>
        HttpResponse.json({ success: true, count: 1, data: [PRO_BUNDLE] }),
      ),
    );
    await renderShop(<BundlesSection />, { language: 'de' });
    const section = await screen.findByRole('region', { name: 'Bündel' });
    expect(await within(section).findByText('Energie')).toBeInTheDocument();
  });
});

describe('The special pack on an event screen', () => {
  it('asks for this event’s pack only and buys it through the same checkout, without a gift button', async () => {
    const asked: string[] = [];
    const bodies: unknown[] = [];
    server.use(
      http.get('*/api/shop/special-packs', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('eventId') ?? '');
        return HttpResponse.json({ success: true, count: 1, data: [TEAM_PACK] });
      }),
      checkoutLink(bodies),
    );
    const { user } = await renderShop(<SpecialPackSection eventId="top-event-teams" />);
    const card = await screen.findByRole('group', { name: 'Team Event Pack' });
    expect(screen.getByRole('heading', { name: 'Special pack of this event' })).toBeInTheDocument();
    expect(asked).toEqual(['top-event-teams']);
    expect(within(card).queryByRole('button', { name: 'Gift' })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Buy now' }));
    await agreeToImmediateDelivery(user);
    await waitFor(() => expect(startCheckout).toHaveBeenCalled());
    expect(bodies).toEqual([
      { variantId: 'team-event-pack', consent: true, userId: 7, email: 'striker@example.com' },
    ]);
  });

  it('shows nothing to a player whose e-mail is not confirmed (the list is not asked)', async () => {
    const { container } = await renderShop(<SpecialPackSection eventId="golden-cards" />, {
      user: { ...PLAYER, emailconfirmed: false },
    });
    expect(container).toBeEmptyDOMElement();
  });
});
