import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startCheckout } from '../lib/checkout-redirect';
import { product, renderShop } from '../test/render-shop';
import { agreeToImmediateDelivery } from '../test/consent';
import { productNamesHandler } from '../../../../test/product-names-handler';
import { creatorSupportHandler } from '../../../../test/creator-support-handler';
import { BundlesSection } from './bundles-section';

vi.mock('../lib/checkout-redirect', () => ({ startCheckout: vi.fn() }));

const server = setupServer(productNamesHandler(), creatorSupportHandler());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.mocked(startCheckout).mockReset();
});
afterAll(() => server.close());

const BUNDLE = product({ id: 31, slug: 'pro-bundle', kind: 'bundle', name: 'Pro Bundle', priceCents: 1499 });

describe('a discount code at checkout (decision 0031)', () => {
  it('refuses a wrong code in the player’s words, shows the lower price of a right one and checks out with it', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get('*/api/shop/bundles', () => HttpResponse.json({ success: true, count: 1, data: [BUNDLE] })),
      http.post('*/api/payments/discount', async ({ request }) => {
        const body = (await request.json()) as { code: string };
        if (body.code !== 'SAVE20')
          return HttpResponse.json(
            { success: false, error: 'PROMO_CODE_WRONG_PRODUCT', message: 'x' },
            { status: 409 },
          );
        return HttpResponse.json({
          success: true,
          data: { code: 'SAVE20', listPriceCents: 1499, discountCents: 299, priceCents: 1200 },
        });
      }),
      http.post('*/api/payments/create-link', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          success: true,
          checkoutUrl: 'http://localhost/sandbox/checkout/cs_9',
          message: 'Redirecting to secure checkout',
        });
      }),
    );
    const { user } = await renderShop(<BundlesSection />);
    const card = await screen.findByRole('group', { name: 'Pro Bundle' });
    await user.click(within(card).getByRole('button', { name: 'Buy now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Before you pay' });
    const field = within(dialog).getByLabelText('Discount code (optional)');
    await user.type(field, 'other1');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This code is not valid for this product.',
    );
    await user.clear(field);
    await user.type(field, 'save20');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByTestId('applied-code')).toHaveTextContent('SAVE20 applied: −€2.99');
    expect(dialog).toHaveTextContent('€12.00');
    await agreeToImmediateDelivery(user);
    await waitFor(() => expect(startCheckout).toHaveBeenCalled());
    expect(bodies).toEqual([
      expect.objectContaining({ variantId: 'pro-bundle', consent: true, code: 'SAVE20' }),
    ]);
  });
});
