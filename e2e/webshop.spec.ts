import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test.ts';
import { agreeToImmediateDelivery, asPlayer, buyThroughApi, PAY, webPoints } from './support/purchases.ts';
import { signUpFreshPlayer } from './support/session.ts';

// Sign-ups, several card payments through the sandbox page and axe scans on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

const DECLINED = '4000 0000 0000 0002';
const THREE_D_SECURE = '4000 0000 0000 3220';

/** On the sandbox's hosted card page: type a test card and pay. */
async function payOnSandbox(page: Page, card: string) {
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Shop Tester');
  await page.getByRole('button', { name: /^Pay / }).click();
}

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

const summary = (page: Page, row: string) => page.getByTestId(`summary-${row}`);

test('a player buys tickets by card with the VIP bonus, sees it in the balance history, takes the upsell and gifts a pack that the recipient receives', async ({
  page,
  browser,
}) => {
  const buyer = await signUpFreshPlayer(page, { label: 'shop', store: true });
  const recipient = await signUpFreshPlayer(page, { label: 'shop', store: false });
  await buyThroughApi(page, buyer, 'tickets-champion');
  const before = await webPoints(page, buyer);

  // The catalogue shows the Silver bonus: floor(1200 × 5 / 100) = 60 on Pro Tickets.
  await page.goto('/webshop/tickets');
  const pro = page.getByRole('group', { name: 'Pro Tickets' });
  await expect(pro).toContainText('VIP bonus (+5%)');
  await expect(pro).toContainText('+60');
  await expect(pro).toContainText('1,260');
  await expect(page.getByText(/Your VIP status Silver adds 5% bonus tickets/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await pro.getByRole('button', { name: 'Buy now' }).click();
  await agreeToImmediateDelivery(page);
  await payOnSandbox(page, PAY);

  await expect(page).toHaveURL(/\/payment-confirmation\?session_id=/);
  await expect(page.getByRole('heading', { name: 'Payment successful!' })).toBeVisible();
  await expect(summary(page, 'product')).toContainText('Pro Tickets');
  await expect(summary(page, 'baseTickets')).toContainText('1,200');
  await expect(summary(page, 'vipBonus')).toContainText('+60');
  await expect(summary(page, 'totalTickets')).toContainText('1,260');
  await expect(summary(page, 'webPoints')).toContainText('12');
  await expect(summary(page, 'totalPaid')).toContainText('€9.99');
  await expect(page.getByTestId('upsell-offer')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  expect(await webPoints(page, buyer)).toBe(before + 12);
  const confirmationUrl = page.url();

  // The balance history shows the payment (the ledger row behind it is checked through the API).
  await page.goto('/account/balance-history?tab=payments');
  await expect(page.getByRole('main').getByText('Pro Tickets').first()).toBeVisible();
  const api = await asPlayer(page, buyer);
  const payments = (await api.get('/api/account/balance-history/payments?range=today')).data as {
    product: string;
    status: string;
    priceCents: number;
  }[];
  expect(payments).toContainEqual(
    expect.objectContaining({ product: 'Pro Tickets', status: 'completed', priceCents: 999 }),
  );
  const transactions = (await api.get('/api/account/balance-history/transactions?range=today')).data as {
    amount: number;
    balance: number;
  }[];
  expect(transactions[0]).toMatchObject({ amount: 12, balance: before + 12 });

  // Back on the confirmation, the one-time offer is still counting down: take it (a new payment).
  await page.goto(confirmationUrl);
  const offer = page.getByTestId('upsell-offer');
  await expect(offer).toContainText('+600');
  await expect(offer).toContainText('€3.99');
  const shown = await offer.getByTestId('upsell-countdown').textContent();
  await expect(offer.getByTestId('upsell-countdown')).not.toHaveText(shown ?? '', { timeout: 3_000 });
  await offer.getByRole('button', { name: 'Yes, add them' }).click();
  await agreeToImmediateDelivery(page);
  await payOnSandbox(page, PAY);
  await expect(page.getByRole('heading', { name: 'Payment successful!' })).toBeVisible();
  await expect(summary(page, 'baseTickets')).toContainText('600');
  await expect(summary(page, 'vipBonus')).toContainText('+30');
  await expect(summary(page, 'totalTickets')).toContainText('630');
  await expect(summary(page, 'totalPaid')).toContainText('€3.99');
  // Never shown twice: the confirmation of the upsell itself has no offer.
  await expect(page.getByTestId('upsell-offer')).toHaveCount(0);

  // Gift Starter Tickets to the other player, found by referral ID.
  await page.goto('/webshop/tickets');
  await page.getByRole('group', { name: 'Starter Tickets' }).getByRole('button', { name: 'Gift' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gift a pack' });
  await dialog.getByLabel("Recipient's referral ID").fill(recipient.referralId);
  await dialog.getByRole('button', { name: 'Search' }).click();
  await expect(dialog.getByTestId('gift-recipient-nickname')).toHaveText(recipient.nickname);
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('checkbox', { name: /delivered immediately/ }).click();
  await dialog.getByRole('button', { name: 'Confirm and pay' }).click();
  await payOnSandbox(page, PAY);
  await expect(page.getByRole('heading', { name: 'Payment successful!' })).toBeVisible();
  await expect(page.getByText(`Your gift is on its way to ${recipient.nickname}.`)).toBeVisible();
  await expect(summary(page, 'recipient')).toContainText(recipient.nickname);

  // The recipient, in a browser of their own, has the gift: a notification and the web points.
  const context = await browser.newContext();
  const recipientPage = await context.newPage();
  const notifications = (await (await asPlayer(recipientPage, recipient)).get('/api/user/notifications'))
    .data as {
    title: string;
    message: string;
  }[];
  expect(notifications).toContainEqual(
    expect.objectContaining({
      title: 'You received a gift!',
      message: expect.stringContaining('Starter Tickets'),
    }),
  );
  expect(await webPoints(recipientPage, recipient)).toBe(5);
  await context.close();
});

test('a declined card shows the failure page and credits nothing', async ({ page }) => {
  const player = await signUpFreshPlayer(page, { label: 'shop', store: true });
  const before = await webPoints(page, player);

  await page.goto('/webshop/tickets');
  await page.getByRole('group', { name: 'Starter Tickets' }).getByRole('button', { name: 'Buy now' }).click();
  await agreeToImmediateDelivery(page);
  await payOnSandbox(page, DECLINED);

  await expect(page).toHaveURL(/\/payment-confirmation\?session_id=/);
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(
    'Your card was declined. No money was taken and nothing was credited to your account.',
  );
  await expect(page.getByTestId('upsell-offer')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  expect(await webPoints(page, player)).toBe(before);
  const api = await asPlayer(page, player);
  const payments = (await api.get('/api/account/balance-history/payments?range=today')).data as {
    status: string;
  }[];
  expect(payments.map((row) => row.status)).toEqual(['failed']);
  expect((await api.get('/api/account/balance-history/transactions?range=today')).data).toEqual([]);

  // Not a dead end: "Try again" opens the card page for the same pack at the same price.
  const confirmation = page.url();
  await page.getByRole('button', { name: 'Try again' }).click();
  await agreeToImmediateDelivery(page);
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await expect(page.getByText('Starter Tickets').first()).toBeVisible();
  await expect(page.getByText('€4.99').first()).toBeVisible();

  await page.goto(confirmation);
  await page.getByRole('link', { name: 'Back to the webshop' }).click();
  await expect(page).toHaveURL('/webshop/tickets');
});

test('a card that asks for 3-D Secure pays after the extra step, on a phone @mobile', async ({ page }) => {
  const player = await signUpFreshPlayer(page, { label: 'shop', store: true });
  const before = await webPoints(page, player);

  await page.goto('/webshop/premiums');
  await expect(page.getByRole('group', { name: 'Silver Premium' })).toContainText('+2% golden card chance');
  await expectNoSeriousAxeViolations(page);

  await page.goto('/webshop/tickets');
  const starter = page.getByRole('group', { name: 'Starter Tickets' });
  // A fresh player is tier 0: no VIP line at all.
  await expect(starter).toContainText('500');
  await expect(starter).not.toContainText('VIP bonus');
  await starter.getByRole('button', { name: 'Buy now' }).click();
  await agreeToImmediateDelivery(page);
  await payOnSandbox(page, THREE_D_SECURE);
  await page.getByRole('button', { name: 'Complete authentication' }).click();

  await expect(page.getByRole('heading', { name: 'Payment successful!' })).toBeVisible();
  await expect(summary(page, 'totalTickets')).toContainText('500');
  await expect(summary(page, 'vipBonus')).toHaveCount(0);
  await expect(summary(page, 'totalPaid')).toContainText('€4.99');
  expect(await webPoints(page, player)).toBe(before + 5);
});
