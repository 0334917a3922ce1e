import { expect, test, type Page } from './support/test.ts';
import { agreeToImmediateDelivery, PAY } from './support/purchases.ts';
import { DEMO, loginAs, signUpFreshPlayer } from './support/session.ts';

// Two browsers, a sign-up and a card payment on a busy 2-core machine.
test.describe.configure({ timeout: 150_000 });

/** `datetime-local` text in this machine's zone (the browser's too), `minutes` from now. */
function localInput(minutes: number): string {
  const at = new Date(Date.now() + minutes * 60_000);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

async function payOnSandbox(page: Page) {
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByLabel('Card number').fill(PAY);
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Campaign Tester');
  await page.getByRole('button', { name: /^Pay / }).click();
}

test('an admin starts a campaign; the player sees its banner and the bonus on the card, gets exactly that many tickets, and the bonus is gone once the admin ends it', async ({
  browser,
}) => {
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await adminContext.newPage();
  await loginAs(admin, DEMO.admin);
  await admin.goto('/admin/campaigns');
  await expect(admin.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();

  await admin.getByRole('button', { name: 'New campaign' }).click();
  const dialog = admin.getByRole('dialog', { name: 'New campaign' });
  await dialog.getByLabel('Name (EN)').fill('Derby Week');
  await dialog.getByLabel('Starts').fill(localInput(-1));
  await dialog.getByLabel('Ends').fill(localInput(60));
  // Elite Tickets only: the other journeys' packages keep their numbers while this one runs.
  await dialog.getByLabel('Elite Tickets (%)').fill('35');
  await dialog.getByRole('button', { name: 'Save campaign' }).click();
  await expect(admin.getByText('Campaign saved')).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: 'Derby Week' });
  await expect(row).toContainText('Running');
  await expect(row).toContainText('Elite Tickets: +35%');

  try {
    const playerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await playerContext.newPage();
    await signUpFreshPlayer(page, { label: 'campaign', store: true });
    await page.goto('/webshop/tickets');
    const banner = page.getByRole('region', { name: 'Derby Week' });
    await expect(banner).toContainText('up to +35%');
    await expect(banner.locator('time')).toBeVisible();

    // 3,000 base + floor(3,000 × 35 / 100) = 1,050 campaign bonus = 4,050 for a new player.
    const elite = page.getByRole('group', { name: 'Elite Tickets' });
    await expect(elite).toContainText('+35% campaign bonus');
    await expect(elite.getByTestId('campaign-bonus')).toContainText('+1,050');
    await expect(elite).toContainText('4,050');
    // Packages outside the campaign promise nothing.
    await expect(page.getByRole('group', { name: 'Pro Tickets' })).not.toContainText(/campaign/i);

    await elite.getByRole('button', { name: 'Buy now' }).click();
    await agreeToImmediateDelivery(page);
    await payOnSandbox(page);
    await expect(page.getByRole('heading', { name: 'Payment successful!' })).toBeVisible();
    await expect(page.getByTestId('summary-campaignBonus')).toContainText('+1,050');
    await expect(page.getByTestId('summary-totalTickets')).toContainText('4,050');
  } finally {
    await admin.getByRole('button', { name: 'End Derby Week' }).click();
    await admin
      .getByRole('dialog', { name: 'End Derby Week' })
      .getByRole('button', { name: 'End now' })
      .click();
    await expect(admin.getByText('Derby Week has ended')).toBeVisible();
  }
  await expect(admin.getByRole('row').filter({ hasText: 'Derby Week' })).toContainText('Ended');
});
