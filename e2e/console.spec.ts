import AxeBuilder from '@axe-core/playwright';
import { SCREEN_ROUTES } from '@pitchside/contract/routes';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { buyThroughApi } from './support/purchases.ts';
import { csrfHeaders, DEMO, loginAs, signUpFreshPlayer } from './support/session.ts';

// The studio's console (issue 35): its own header and navigation, by role, with no player
// widgets; at 1280 px, at 375 px and in Arabic. Screenshots go to test-results/console-*.png.

const consoleNav = (page: Page) => page.getByRole('navigation', { name: 'Back office' });

async function expectNoPlayerWidgets(page: Page) {
  // No side menu with the shop and games, no level, VIP or web points in the header.
  await expect(page.getByRole('link', { name: /Webshop/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Games/ })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Your stats' })).toHaveCount(0);
  await expect(page.getByText(/\bWP\b/)).toHaveCount(0);
}

for (const width of [1280, 375]) {
  test(`an admin's console at ${width} px: its own header and navigation, no player widgets`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await loginAs(page, DEMO.admin);
    await page.goto('/admin/logs');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Portal' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    const nav = consoleNav(page);
    await expect(nav.getByRole('link')).toHaveText([
      'Dashboard',
      'Players',
      'Orders',
      'Support',
      'Content',
      'Campaigns',
      'Promo codes',
      'Catalogue',
      'Audit log',
      'Staff',
    ]);
    await expectNoPlayerWidgets(page);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `test-results/console-logs-${width}.png`, fullPage: true });

    // The support console is part of it.
    await nav.getByRole('link', { name: 'Support' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Support console' })).toBeVisible();
    await expect(nav).toBeVisible();
    await expectNoPlayerWidgets(page);
    await page.screenshot({ path: `test-results/console-support-${width}.png`, fullPage: true });

    await nav.getByRole('link', { name: 'Players' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible();
    // The search field shows its whole hint.
    const field = page.getByRole('searchbox', { name: 'Search players' });
    const fits = await field.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d');
      if (!context) return false;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const padding = parseFloat(style.paddingInlineStart) + parseFloat(style.paddingInlineEnd);
      return context.measureText(input.placeholder).width <= input.clientWidth - padding + 1;
    });
    expect(fits).toBe(true);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await page.screenshot({ path: `test-results/console-players-${width}.png`, fullPage: true });
  });
}

test('every console screen passes axe without a single violation', async ({ page }) => {
  // Ten screens, each a page load and an audit: a slow machine needs the time.
  test.setTimeout(180_000);
  await loginAs(page, DEMO.admin);
  const found: string[] = [];
  // Every console screen of the route table that needs no id.
  const screens = SCREEN_ROUTES.filter((route) => route.access === 'staff' && !route.path.includes(':'));
  expect(screens).toHaveLength(10);
  for (const { path } of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Audited with their data in, not their skeletons.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const axe = await new AxeBuilder({ page }).analyze();
    found.push(
      ...axe.violations.map((v) => `${path}: ${v.impact ?? ''} ${v.id} at ${v.nodes[0]?.target.join(' ')}`),
    );
  }
  expect(found).toEqual([]);
});

test('the console in Arabic reads right to left', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('pitchside.language', 'ar'));
  await loginAs(page, DEMO.admin);
  await page.goto('/admin');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('navigation', { name: 'لوحة الإدارة' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'البوابة' })).toBeVisible();
  await page.screenshot({ path: 'test-results/console-players-ar.png', fullPage: true });
  for (const path of ['/admin/logs', '/admin/orders', '/admin/dashboard']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Every word translated: no key of the texts shows through.
    await expect(page.locator('main')).not.toContainText(/\b(logs|orders|dashboard|nav|console)\.[a-zA-Z]/);
    await page.screenshot({ path: `test-results/console-${path.split('/').pop()}-ar.png`, fullPage: true });
  }
});

test('a content editor sees only Content, Campaigns and Promo codes; other console screens say "Not allowed"', async ({
  page,
}) => {
  // Four refused console screens, each a page load: a slow machine needs the time.
  test.setTimeout(60_000);
  await loginAs(page, DEMO.content);
  await page.goto('/');
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Back office' }).click();
  await expect(page).toHaveURL('/admin/content');
  await expect(page.getByText('Content', { exact: true }).first()).toBeVisible();
  const nav = consoleNav(page);
  await expect(nav.getByRole('link')).toHaveText(['Content', 'Campaigns', 'Promo codes']);
  await expectNoPlayerWidgets(page);
  for (const path of ['/admin/orders', '/admin', '/admin/logs', '/support/console']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    await expect(page.getByText('Your role (Content) may not open this part of the console.')).toBeVisible();
    await expect(page).toHaveURL(path);
  }
  await expectNoPlayerWidgets(page);
  await page.getByRole('link', { name: 'Back to the console' }).click();
  await expect(page).toHaveURL('/admin/content');
});

test.describe('one workflow for support', () => {
  // A sign-up, a payment, three browsers: a slow shared machine needs the time.
  test.describe.configure({ timeout: 180_000 });

  test('a finance agent answers a payment ticket: the player, the refund with the ticket, the reply, one readable audit entry', async ({
    browser,
  }) => {
    const playerContext = await browser.newContext();
    const player = await playerContext.newPage();
    const fresh = await signUpFreshPlayer(player, { label: 'refund-ticket', store: false });
    await buyThroughApi(player, fresh, 'tickets-starter');
    const subject = `Charged for Starter Tickets by mistake ${Date.now()}`;
    const created = await player.request.post('/api/support/tickets', {
      headers: { Authorization: `Bearer ${fresh.token}`, ...(await csrfHeaders(player)) },
      multipart: {
        subject,
        description: 'I bought Starter Tickets by mistake, please refund them.',
        category: 'payment_and_billing',
        priority: 'normal',
      },
    });
    expect(created.status()).toBe(201);
    const ticketId = ((await created.json()) as { data: { id: number } }).data.id;
    await playerContext.close();

    const agentContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const agent = await agentContext.newPage();
    await loginAs(agent, DEMO.finance);
    await agent.goto(`/support/console?ticket=${ticketId}`);
    await expect(agent.getByRole('heading', { level: 2, name: subject })).toBeVisible();
    // The player at a glance beside the ticket, and the way to their page.
    const summary = agent.getByRole('region', { name: 'The player at a glance' });
    await expect(summary).toContainText('Starter Tickets');
    await expect(summary).toContainText('Delivered');
    await summary.getByRole('link', { name: "Open the player's page" }).click();
    await expect(agent.getByRole('heading', { level: 1, name: fresh.nickname })).toBeVisible();
    await expect(agent.getByRole('note')).toContainText(`ticket #${ticketId}`);

    await agent.getByRole('tab', { name: /Orders/ }).click();
    const order = agent.getByRole('row').filter({ hasText: 'Starter Tickets' });
    await order.getByRole('button', { name: 'Refund' }).click();
    const refund = agent.getByRole('dialog', { name: /^Refund order #\d+\?$/ });
    await expect(refund).toContainText(`It will be linked to ticket #${ticketId}.`);
    await refund.getByLabel('Reason').fill('Bought by mistake');
    await refund.getByRole('button', { name: 'Refund' }).click();
    await expect(refund).toBeHidden();
    await expect(order).toContainText('Refunded');
    // The player page lists the refund with its ticket.
    const actions = agent.getByRole('region', { name: 'Staff actions' });
    await expect(actions).toContainText(`refunded order #`);
    await expect(actions.getByRole('link', { name: `Ticket #${ticketId}` })).toBeVisible();

    // Back to the ticket, the reply says what was done.
    await agent.getByRole('link', { name: 'Back to the ticket' }).click();
    await expect(agent.getByRole('heading', { level: 2, name: subject })).toBeVisible();
    await agent.getByRole('textbox', { name: 'Your message' }).fill('We refunded your Starter Tickets.');
    await agent.getByRole('button', { name: 'Send reply' }).click();
    await expect(agent.getByText('Your reply was sent.')).toBeVisible();

    // The order is found among all orders, and its page tells the whole story.
    await consoleNav(agent).getByRole('link', { name: 'Orders' }).click();
    await agent.getByRole('textbox', { name: 'Player' }).fill(fresh.nickname);
    await agent.getByRole('combobox', { name: 'Status' }).selectOption('refunded');
    await agent.getByRole('button', { name: 'Apply' }).click();
    await expect(agent).toHaveURL(/status=refunded/);
    await expect(agent.getByText('Orders found: 1', { exact: true })).toBeVisible();
    await agent.getByRole('link', { name: /^Order #\d+$/ }).click();
    await expect(agent.getByRole('heading', { level: 1, name: /^Order #\d+$/ })).toBeVisible();
    await expect(agent.getByText('order:', { exact: false }).first()).toBeVisible();
    const history = agent.getByRole('region', { name: 'History' });
    await expect(history.getByRole('link', { name: `Ticket #${ticketId}` })).toBeVisible();
    await agent.setViewportSize({ width: 375, height: 900 });
    expect(await agent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await agent.screenshot({ path: 'test-results/console-order-375.png', fullPage: true });
    await agentContext.close();

    // The audit log: one readable entry naming the ticket.
    const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const admin = await adminContext.newPage();
    await loginAs(admin, DEMO.admin);
    await admin.goto('/admin/logs?group=money');
    const entries = admin
      .getByRole('row')
      .filter({ hasText: new RegExp(`refunded order #\\d+ of ${fresh.nickname}: €`) });
    await expect(entries).toHaveCount(1);
    await expect(entries).toContainText('finance@pitchside.dev');
    await expect(entries).toContainText('Reason: Bought by mistake');
    await expect(entries.getByRole('link', { name: `Ticket #${ticketId}` })).toHaveAttribute(
      'href',
      `/support/console?ticket=${ticketId}`,
    );
    await admin.screenshot({ path: 'test-results/console-audit-refund-1280.png', fullPage: true });
    await adminContext.close();
  });
});
