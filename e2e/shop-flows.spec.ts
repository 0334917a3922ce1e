import { expect, test } from './support/test.ts';
import { DEMO, DEMO_PASSWORD, loginAs, signUpFreshPlayer } from './support/session.ts';
import { agreeToImmediateDelivery, PAY } from './support/purchases.ts';

test.describe.configure({ timeout: 90_000 });

test('a guest who opens /webshop/tickets signs in in the modal and is on /webshop/tickets', async ({
  page,
}) => {
  await page.goto('/webshop/tickets?from=game');
  const login = page.getByRole('dialog', { name: 'Login' });
  await expect(login).toBeVisible();
  await login.getByLabel('E-mail').fill(DEMO.player);
  await login.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(login).toBeHidden();
  await expect(page).toHaveURL(/\/webshop\/tickets\?from=game$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ticket Packages' })).toBeVisible();
});

test('a new page opens at its top, and back restores the scroll of the page left', async ({ page }) => {
  await loginAs(page, DEMO.player);
  await page.goto('/webshop/tickets');
  await expect(page.getByRole('group', { name: 'Champion Tickets' })).toBeVisible();
  await page.evaluate(() => window.scrollTo({ top: 500, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(500);
  const scrolled = await page.evaluate(() => window.scrollY);

  await page.getByRole('link', { name: 'Premium Packages' }).first().click();
  await expect(page).toHaveURL('/webshop/premiums');
  await expect(page.getByRole('heading', { level: 1, name: 'Premium Packages' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL('/webshop/tickets');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('a phone sees "Payment successful!" at the top after paying @mobile', async ({ page }) => {
  await signUpFreshPlayer(page, { label: 'flows', store: true });
  await page.goto('/webshop/tickets');
  const champion = page.getByRole('group', { name: 'Champion Tickets' });
  await champion.scrollIntoViewIfNeeded();
  await champion.getByRole('button', { name: 'Buy now' }).click();
  await agreeToImmediateDelivery(page);
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByLabel('Card number').fill(PAY);
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Phone Tester');
  await page.getByRole('button', { name: /^Pay / }).click();

  const heading = page.getByRole('heading', { name: 'Payment successful!' });
  await expect(heading).toBeVisible();
  await expect(heading).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
