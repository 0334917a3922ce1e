import { expect, type Page } from '@playwright/test';
import { csrfHeaders, type LoggedIn } from './session.ts';

export const PAY = '4242 4242 4242 4242';

/** A call as this player, with the bearer token and the CSRF header the app would send. */
export async function asPlayer(page: Page, player: LoggedIn) {
  const headers = { ...(await csrfHeaders(page)), Authorization: `Bearer ${player.token}` };
  return {
    get: async (path: string) => {
      const response = await page.request.get(path, { headers });
      expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
      return (await response.json()) as Record<string, unknown>;
    },
    post: async (path: string, data: unknown) => {
      const response = await page.request.post(path, { headers, data });
      expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
      return (await response.json()) as Record<string, unknown>;
    },
  };
}

export async function webPoints(page: Page, player: LoggedIn): Promise<number> {
  const body = await (await asPlayer(page, player)).post('/api/account/login/validate', {});
  return (body.user as { webpoint2: number }).webpoint2;
}

/**
 * A paid purchase made without the screens, to give a fresh player a VIP tier: Champion Tickets
 * (180 WP bought) reach Silver (100 WP in 30 days, +5 % tickets). The card is paid on the
 * sandbox's own form endpoint, as the browser would post it.
 */
export async function buyThroughApi(page: Page, player: LoggedIn, variantId: string) {
  const api = await asPlayer(page, player);
  const link = (await api.post('/api/payments/create-link', { consent: true, variantId })) as {
    checkoutUrl: string;
  };
  const sessionId = new URL(link.checkoutUrl).pathname.split('/').pop() as string;
  const paid = await page.request.post(`/sandbox/checkout/${sessionId}/pay`, {
    form: { card: PAY, expiry: '12/34', cvc: '123', name: 'Shop Tester' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  const verified = await api.post('/api/payments/verify-session', { session_id: sessionId });
  expect(verified.status).toBe('fulfilled');
}

/** The EU consent step before every payment: tick "delivered immediately…" and continue. */
export async function agreeToImmediateDelivery(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Before you pay' });
  await dialog.getByRole('checkbox', { name: /delivered immediately/ }).click();
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
}
