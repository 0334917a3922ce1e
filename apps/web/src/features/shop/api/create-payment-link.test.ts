import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setSession } from '@/lib/session/session';
import { createPaymentLink } from './create-payment-link';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('createPaymentLink', () => {
  it('posts the variant with the player id and e-mail and returns the checkout URL', async () => {
    setSession('t', { emailconfirmed: true, id: 7, email: 'p@example.com' });
    let body: unknown;
    server.use(
      http.post('*/api/payments/create-link', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          success: true,
          checkoutUrl: 'http://localhost/sandbox/checkout/abc',
          message: 'Redirecting to secure checkout',
        });
      }),
    );
    document.cookie = 'XSRF-TOKEN=abc';
    const link = await createPaymentLink('tickets-1200');
    expect(link.checkoutUrl).toBe('http://localhost/sandbox/checkout/abc');
    expect(body).toEqual({ variantId: 'tickets-1200', consent: true, userId: 7, email: 'p@example.com' });
  });

  it('fails with "Checkout URL not found" when the URL is missing', async () => {
    server.use(
      http.post('*/api/payments/create-link', () =>
        HttpResponse.json({ success: true, checkoutUrl: '', message: '' }),
      ),
    );
    document.cookie = 'XSRF-TOKEN=abc';
    await expect(createPaymentLink(3)).rejects.toMatchObject({ code: 'CHECKOUT_URL_MISSING' });
  });
});
