import { createHmac, randomUUID } from 'node:crypto';
import { test as bare } from '@playwright/test';
import { expect, isConsoleFault, test, type Page } from './support/test.ts';
import { asPlayer, PAY } from './support/purchases.ts';
import { loginAs, signUpFreshPlayer, DEMO } from './support/session.ts';

// The app starts by itself as soon as the page has painted (decision 0021): nothing on a page waits
// for a person's touch. Every visit here asks only for the page (`waitUntil: 'commit'`), never moves
// the mouse, never presses a key, and gives the page far less time than the 60 s the app once
// waited for a person before starting by itself.
const WITHIN = { timeout: 10_000 };

/** Opens `path` as a person who only looks: no pointer, no key, no scroll. */
async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
}

test('a countdown ticks on a page nobody touches', async ({ page }) => {
  await open(page, '/social');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'started', WITHIN);
  const seconds = page.getByTestId('countdown-seconds');
  const first = await seconds.textContent();
  await expect(seconds).not.toHaveText(first ?? '', { timeout: 3_000 });
});

test('a sign-in link from the game lands signed in on the page it asked for, untouched', async ({ page }) => {
  const player = await signUpFreshPlayer(page, { label: 'untouched', store: false });
  const found = await page.request.get(
    `/api/account/search-with-referral?referralID=${player.referralId}&forGift=true`,
  );
  const playerId = ((await found.json()) as { data: { Id: number } }).data.Id;
  const body = JSON.stringify({ playerId, next: '/webshop/tickets', nonce: randomUUID() });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', 'e2e-game-api-secret-0123456789abcdef01234567')
    .update(`${timestamp}.`)
    .update(body)
    .digest('hex');
  const asked = await page.request.post('/api/game/sign-in-links', {
    headers: {
      'content-type': 'application/json',
      'x-pitchside-timestamp': timestamp,
      'x-pitchside-signature': `sha256=${signature}`,
    },
    data: body,
  });
  expect(asked.status()).toBe(200);
  const link = new URL(((await asked.json()) as { data: { url: string } }).data.url);

  await open(page, `${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/webshop\/tickets$/, WITHIN);
  await expect(
    page
      .getByRole('banner')
      .first()
      .getByRole('button', { name: `Account menu for ${player.nickname}` }),
  ).toBeVisible(WITHIN);
});

test('a payment return shows its result on a page nobody touches', async ({ page }) => {
  const player = await loginAs(page, DEMO.player);
  const api = await asPlayer(page, player);
  const link = (await api.post('/api/payments/create-link', {
    consent: true,
    variantId: 'tickets-starter',
  })) as {
    checkoutUrl: string;
  };
  const sessionId = new URL(link.checkoutUrl).pathname.split('/').pop() as string;
  const paid = await page.request.post(`/sandbox/checkout/${sessionId}/pay`, {
    form: { card: PAY, expiry: '12/34', cvc: '123', name: 'Shop Tester' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  const back = new URL(paid.headers()['location'] ?? '', 'http://localhost');
  expect(back.pathname).toBe('/payment-confirmation');

  await open(page, `${back.pathname}${back.search}`);
  await expect(page.getByRole('heading', { name: 'Payment successful!' })).toBeVisible(WITHIN);
  await expect(page.getByTestId('summary-product')).toContainText('Starter Tickets');
});

// Outside the console guard, which would fail this journey itself: it checks that a mismatch
// between the server's page and the app's first render reaches the console as a fault the guard
// fails every other journey on.
bare('a hydration mismatch React reports is a console fault the journeys fail on', async ({ page }) => {
  const faults: string[] = [];
  page.on('console', (message) => {
    if (isConsoleFault(message)) faults.push(message.text());
  });
  // The server's page says one thing, the app's first render another.
  await page.route('**/vip', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('>VIP System<', '>VIP Sistem<');
    await route.fulfill({ response, body: html });
  });
  await page.goto('/vip');
  await expect(page.getByRole('heading', { level: 1, name: 'VIP System' })).toBeVisible(WITHIN);
  await expect.poll(() => faults.join('\n'), WITHIN).toMatch(/hydrat/i);
});
