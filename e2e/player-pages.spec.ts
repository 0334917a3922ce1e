import { expect, test, type Page } from './support/test.ts';
import { DEMO, loginAs, type LoggedIn } from './support/session.ts';

// A signed-in player's money pages come rendered by the server with their own data (decision
// 0021): the app's first call with the bearer token hands the browser an HttpOnly page cookie.

/** The page's HTML as the server sends it to this browser (its cookies), before any script runs. */
async function htmlOf(page: Page, path: string) {
  const response = await page.request.get(path);
  return { html: await response.text(), cacheControl: response.headers()['cache-control'] };
}

async function signedIn(page: Page, email: string): Promise<LoggedIn> {
  const player = await loginAs(page, email);
  // The app's first authenticated call (any) sets the page cookie: here, its session check.
  await page.goto('/vip');
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === 'pitchside_page_session'))
    .toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  return player;
}

test('a player’s tickets shop and spin come painted with their balance, never a guest’s or another player’s, and are not fetched again while they start', async ({
  browser,
}) => {
  const first = await browser.newContext();
  const second = await browser.newContext();
  const one = await first.newPage();
  const two = await second.newPage();
  const player = await signedIn(one, DEMO.player);
  const rookie = await signedIn(two, DEMO.rookie);
  const nickname = (user: LoggedIn) => String(user.user.nickname);

  for (const path of ['/webshop/tickets', '/spin']) {
    const mine = await htmlOf(one, path);
    expect(mine.cacheControl).toBe('private, no-store');
    expect(mine.html).toMatch(/<div id="root" data-prerendered="en" data-viewer="\d+"/);
    expect(mine.html).toContain(`Account menu for ${nickname(player)}`);
    expect(mine.html).not.toContain(nickname(rookie));
    const theirs = await htmlOf(two, path);
    expect(theirs.html).toContain(`Account menu for ${nickname(rookie)}`);
    expect(theirs.html).not.toContain(nickname(player));
  }

  // The browser hydrates the player's page, keeping the server's nodes (the console guard fails
  // on a mismatch), and it works.
  await one.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverNode?: Element | null }).serverNode =
        document.getElementById('root')?.firstElementChild;
    });
  });
  // Nor does it ask again for what the server rendered it with: the cards, the bundles, the user.
  const asked: string[] = [];
  one.on('request', (request) => {
    if (/\/api\/(shop\/tickets|shop\/bundles|account\/login\/validate)/.test(request.url()))
      asked.push(request.url());
  });
  await one.goto('/webshop/tickets', { waitUntil: 'commit' });
  await expect(one.locator('html')).toHaveAttribute('data-app', 'started');
  await one.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  expect(
    await one.evaluate(() => {
      const node = (window as unknown as { serverNode?: Element | null }).serverNode;
      return Boolean(node?.isConnected);
    }),
  ).toBe(true);
  await expect(
    one.getByRole('group', { name: 'Starter Tickets' }).getByRole('button', { name: 'Buy now' }),
  ).toBeEnabled();
  await first.close();
  await second.close();
});

test("the spin page arrives with the player's wheel and spins, which the app does not fetch again while it starts @mobile", async ({
  page,
}) => {
  await signedIn(page, DEMO.player);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/spin\/(wheel|history)/.test(request.url())) asked.push(request.url());
  });
  await page.goto('/spin', { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: /5 WP/ })).toBeVisible();
  expect(asked).toEqual([]);
});

test('a player’s balance history arrives with their figures and is not fetched again while it starts; another range is, its schema with it', async ({
  page,
}) => {
  await signedIn(page, DEMO.player);
  const { html } = await htmlOf(page, '/account/balance-history');
  expect(html).toMatch(/<div id="root" data-prerendered="en" data-viewer="\d+"/);
  expect(html).toContain('Current balance');
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/account/balance-history/')) asked.push(request.url());
  });
  await page.goto('/account/balance-history', { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  // The start named no zod (check-budget.mjs); the page still checks what it fetches, and shows it.
  await page.getByRole('radio', { name: 'Last 7 days' }).click();
  await expect.poll(() => asked.some((url) => url.includes('range=last7days'))).toBe(true);
  await expect(page.getByRole('radio', { name: 'Last 7 days' })).toHaveAttribute('data-state', 'on');
  await expect(page.getByText('Current balance')).toBeVisible();
  await expect(page.getByText('Failed to load balance history')).toHaveCount(0);
});
