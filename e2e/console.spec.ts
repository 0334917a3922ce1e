import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, loginAs } from './support/session.ts';

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
      'Support',
      'Content',
      'Catalogue',
      'Audit log',
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

test('the console in Arabic reads right to left', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('pitchside.language', 'ar'));
  await loginAs(page, DEMO.admin);
  await page.goto('/admin');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('navigation', { name: 'لوحة الإدارة' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'البوابة' })).toBeVisible();
  await page.screenshot({ path: 'test-results/console-players-ar.png', fullPage: true });
});

test('a content editor sees only Content; other console screens send them away', async ({ page }) => {
  // Four visits of the home page after the refused ones: a slow machine needs the time.
  test.setTimeout(60_000);
  await loginAs(page, DEMO.content);
  await page.goto('/');
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Back office' }).click();
  await expect(page).toHaveURL('/admin/content');
  await expect(page.getByText('Content', { exact: true }).first()).toBeVisible();
  const nav = consoleNav(page);
  await expect(nav.getByRole('link')).toHaveText(['Content']);
  await expectNoPlayerWidgets(page);
  for (const path of ['/admin', '/admin/dashboard', '/admin/logs', '/support/console']) {
    await page.goto(path);
    await expect(page).toHaveURL('/');
  }
});
