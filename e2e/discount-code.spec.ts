import { expect, test } from './support/test.ts';
import { agreeToImmediateDelivery, PAY } from './support/purchases.ts';
import { DEMO, loginAs, signUpFreshPlayer } from './support/session.ts';

// A sign-up, two browsers, a card payment and three screens on a busy 2-core machine.
test.describe.configure({ timeout: 300_000 });

test('the studio makes a 20 % discount code; a player enters it at checkout, sees and pays the lower price, and the order shows the discount', async ({
  browser,
}, testInfo) => {
  // A retry meets the code its first attempt may have created in the same database: a code of its own.
  const code = testInfo.retry ? `stream20r${testInfo.retry}` : 'stream20';
  const CODE = code.toUpperCase();
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await adminContext.newPage();
  await loginAs(admin, DEMO.admin);
  await admin.goto('/admin/promo-codes');
  await admin.getByRole('button', { name: 'New code' }).click();
  const form = admin.getByRole('dialog', { name: 'New promo code' });
  await form.getByLabel('Name (internal)').fill('Stream discount');
  await form.getByLabel('Code', { exact: true }).fill(code);
  await form.getByLabel('Total uses').fill('3');
  await form.getByLabel('Reward').selectOption('discount');
  await form.getByLabel('Discount %').fill('20');
  await form.getByRole('button', { name: 'Create draft' }).click();
  await expect(form).toBeHidden({ timeout: 60_000 });
  const row = admin.getByRole('row').filter({ hasText: CODE });
  await row.getByRole('button', { name: 'Publish' }).click();
  await expect(row).toContainText('Active', { timeout: 60_000 });

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signUpFreshPlayer(page, { label: 'discount', store: true });
  await page.goto('/webshop/tickets');
  await page.getByRole('group', { name: 'Starter Tickets' }).getByRole('button', { name: 'Buy now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Before you pay' });
  // A wrong code is refused in the player's words; the right one shows the price before paying.
  await dialog.getByLabel('Discount code (optional)').fill('nosuchcode');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByText('This code does not exist. Check it and try again.')).toBeVisible();
  await dialog.getByLabel('Discount code (optional)').fill(code);
  await dialog.getByRole('button', { name: 'Apply' }).click();
  // Starter Tickets, €4.99: 20 % is €0.99 (rounded down), €4.00 to pay.
  await expect(dialog.getByTestId('applied-code')).toContainText(`${CODE} applied: −€0.99`);
  await expect(dialog).toContainText('€4.00');
  await page.screenshot({ path: 'test-results/checkout-code-1280.png' });
  await agreeToImmediateDelivery(page);

  // The provider's card page asks for the discounted price.
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await expect(page.getByText('€4.00').first()).toBeVisible();
  await page.getByLabel('Card number').fill(PAY);
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Shop Tester');
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/payment-confirmation\?session_id=/);
  // Verifying a payment on this shared 2-core machine can take a while: the wait is bounded, not the check.
  await expect(page.getByRole('heading', { name: 'Payment successful!' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('summary-discount')).toContainText(`Discount code ${CODE}`);
  await expect(page.getByTestId('summary-discount')).toContainText('−€0.99');
  await expect(page.getByTestId('summary-totalPaid')).toContainText('€4.00');

  // The console counts the use, says what the code gives and what was paid with it.
  await admin.reload();
  const used = admin.getByRole('row').filter({ hasText: CODE });
  await expect(used).toContainText('1 / 3', { timeout: 60_000 });
  await expect(used).toContainText('20% off at checkout');
  await expect(used).toContainText('€4.00');
  await expect(
    admin.getByText(/or a discount at checkout\. Every change is in the audit log\./),
  ).toBeVisible();

  // The checkout's code field on a phone and in Arabic (right to left), for the record.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/webshop/tickets');
  await page.getByRole('group', { name: 'Pro Tickets' }).getByRole('button', { name: 'Buy now' }).click();
  await page.getByLabel('Discount code (optional)').fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
  // Once per player: the code this player has paid with is refused in their words.
  await expect(page.getByText('You have already redeemed this code.')).toBeVisible();
  await page.screenshot({ path: 'test-results/checkout-code-375.png' });
  await page.evaluate(() => window.localStorage.setItem('pitchside.language', 'ar'));
  await page.goto('/webshop/tickets');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The second ticket card (Pro Tickets), by its first button: "Buy now" in Arabic.
  await page.locator('[role="group"][aria-labelledby]').nth(1).getByRole('button').first().click();
  await page.getByRole('dialog').locator('#checkout-code').fill(code);
  await page.getByRole('button', { name: 'تطبيق' }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toBeVisible();
  await page.screenshot({ path: 'test-results/checkout-code-375-ar.png' });
  await adminContext.close();
  await context.close();
});
