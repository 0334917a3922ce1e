import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test.ts';
import { csrfHeaders, DEMO, loginAs, signUpFreshPlayer } from './support/session.ts';
import { agreeToImmediateDelivery } from './support/purchases.ts';
import { expectHydrated } from './support/hydration.ts';

// Sign-up, a claim and several axe scans on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

test('a guest sees "Login to Purchase" on the home seasonal packs, and it opens the login modal', async ({
  page,
}) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Seasonal packs' });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('heading', { level: 3 })).toHaveCount(2);
  await expect(section.getByText('€9.99')).toBeVisible();
  await expect(section.getByText('€29.00')).toBeVisible();
  await expect(section.getByText('€99.99')).toBeVisible();
  await expect(section.getByText('€260.00')).toBeVisible();
  const buttons = section.getByRole('button', { name: 'Login to Purchase' });
  await expect(buttons).toHaveCount(2);

  // Scrolled there in one jump, not by a finger that would have fetched its code on the way.
  await expectHydrated(section);
  await buttons.first().click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
});

test('a new player claims the Daily Free Gift once and finds it in the balance history', async ({
  browser,
}) => {
  // axe needs a context of its own (DESIGN.md §6).
  const context = await browser.newContext();
  const page = await context.newPage();
  const session = await signUpFreshPlayer(page, { label: 'offers', store: true });

  await page.goto('/offers/free-ticket');
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Free Gift' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Your gift is ready' })).toBeVisible();
  await page.getByRole('button', { name: 'Claim free tickets' }).click();

  await expect(page.getByText('Free tickets claimed!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Claimed today' })).toBeVisible();
  await expect(
    page.getByText('You have already claimed your free tickets today. Come back tomorrow!'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Claim free tickets' })).toHaveCount(0);
  // The countdown to the next game day ticks.
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first ?? '', { timeout: 3_000 });
  await expectNoSeriousAxeViolations(page);

  // A second claim the same day is refused by the server, and the page still says claimed after a reload.
  const again = await page.request.post('/api/offers/free-ticket', {
    headers: { ...(await csrfHeaders(page)), Authorization: `Bearer ${session.token}` },
    data: { userId: session.user.id },
  });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { message: string }).message).toBe(
    'You have already claimed your free tickets today. Come back tomorrow!',
  );
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Claimed today' })).toBeVisible();
  await expect(page.getByRole('timer')).toBeVisible();

  // Balance history: the summary counts the free reward today, not yesterday.
  await page.goto('/account/balance-history');
  await expect(page.getByRole('heading', { level: 1, name: 'Balance history' })).toBeVisible();
  // A stat tile: its label's box and the value under it.
  const tile = (label: string) =>
    page.getByText(label, { exact: true }).locator('xpath=../..').locator('p').first();
  await expect(tile('Free rewards')).toHaveText('1');
  // The gift's 2 web points are the whole balance, and the chart files them under "free".
  await expect(tile('Current balance')).toHaveText('2 WP');
  await expect(
    page
      .getByRole('list', { name: 'Web points by category' })
      .getByRole('listitem')
      .filter({ hasText: 'Free' }),
  ).toContainText('2 WP');
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('radio', { name: 'Yesterday' }).click();
  await expect(page).toHaveURL(/range=yesterday/);
  await expect(tile('Free rewards')).toHaveText('0');
  await page.getByRole('radio', { name: 'Today' }).click();
  await expect(page).toHaveURL(/range=today/);
  await expect(tile('Free rewards')).toHaveText('1');

  // The other tabs: a new player has no payments or spending yet.
  await page.getByRole('tab', { name: 'Payments' }).click();
  await expect(page).toHaveURL(/tab=payments/);
  await expect(page.getByText('No payments')).toBeVisible();
  // The gift's 2 free web points are a claim in the ledger.
  await page.getByRole('tab', { name: 'Transactions' }).click();
  await expect(
    page.getByRole('row').filter({ hasText: 'Daily Free Gift' }).filter({ hasText: '+2' }),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Spending' }).click();
  await expect(page.getByText('No spending')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await context.close();
});

test('a new player buys the welcome pack once: Processing..., card checkout, then Already Purchased with the date', async ({
  page,
}) => {
  await signUpFreshPlayer(page, { label: 'offers', store: true });
  // Hold the checkout link back until the busy state has been seen (a signal, not a delay).
  let release = () => {};
  const busySeen = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/payments/create-link', async (route) => {
    await busySeen;
    await route.continue();
  });
  await page.goto('/offers/seasonal');
  const welcome = page.locator('[data-pack=welcome]');
  await welcome.getByRole('button', { name: 'Buy Now' }).click();
  await agreeToImmediateDelivery(page);
  await expect(welcome.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  release();

  // The sandbox provider's hosted card page.
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Offer Tester');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/payment-confirmation\?session_id=/);

  // Once fulfilled (verify call or signed webhook, whichever lands first) the pack is bought for the season.
  await expect(async () => {
    await page.goto('/offers/seasonal');
    await expect(welcome.getByRole('button', { name: 'Already Purchased' })).toBeDisabled({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  const today = new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date());
  await expect(welcome.getByText(`Purchased on ${today}`)).toBeVisible();
  await expect(welcome.getByText('Purchased', { exact: true })).toBeVisible();
  await expect(page.locator('[data-pack=winner]').getByRole('button', { name: 'Buy Now' })).toBeEnabled();

  // The payment and its 3 web points are in the balance history.
  await page.goto('/account/balance-history?tab=payments');
  const payment = page.getByRole('row', { name: /Seasonal Welcome Pack/ });
  await expect(payment).toContainText('€9.99');
  await expect(payment).toContainText('Completed');
  await page.getByRole('tab', { name: 'Transactions' }).click();
  const credit = page.getByRole('row', { name: /Seasonal Welcome Pack/ });
  await expect(credit).toContainText('+3 WP');
  await expect(credit).toContainText('Purchase');
});

test('a player sees the seasonal offers with the season, and the daily offer', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, DEMO.player);

  await page.goto('/offers/seasonal');
  await expect(page.getByRole('heading', { level: 1, name: 'Seasonal offers' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(2);
  await expect(page.getByText(/^Season /).first()).toBeVisible();
  // Eligible, or bought this season by an earlier run of this demo account: never a login prompt.
  await expect(page.getByRole('button', { name: /^(Buy Now|Already Purchased)$/ })).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Login to Purchase' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  await page.goto('/offers/daily');
  await expect(page.getByRole('heading', { level: 1, name: 'Daily offer' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Contents' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
  await expectNoSeriousAxeViolations(page);
  await context.close();
});

test('@mobile balance history is readable at 375 px', async ({ page }) => {
  await loginAs(page, DEMO.player);
  await page.goto('/account/balance-history');
  await expect(page.getByRole('heading', { level: 1, name: 'Balance history' })).toBeVisible();
  await expect(page.getByText('Current balance')).toBeVisible();

  for (const tab of ['Payments', 'Transactions', 'Spending', 'Summary']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    // Loaded: no "Loading balance history…" status left in the visible panel.
    await expect(page.getByRole('tabpanel').getByRole('status')).toHaveCount(0);
    // Nothing pushes the page sideways at phone width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${tab} fits 375 px`).toBeLessThanOrEqual(0);
  }
  await page.getByRole('radio', { name: 'Last 30 days' }).click();
  await expect(page).toHaveURL(/range=last30days/);
  await expect(page.getByRole('radio', { name: 'Last 30 days' })).toHaveAttribute('aria-checked', 'true');
});
