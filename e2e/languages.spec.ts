import { expect, test } from './support/test.ts';
import { LANGUAGES } from '@pitchside/contract/languages';

// i18next shows the key itself when a translation is missing: e.g. "layout.menu.home".
const RAW_KEY = /\b[a-z][A-Za-z0-9]*(?:\.[a-z][A-Za-z0-9]*){1,}\b/;

test('switching to Arabic mirrors the layout and survives a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /language/i }).click();
  await page.getByRole('searchbox').fill('عرب');
  await page.getByRole('button', { name: /العربية/ }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

  // The side menu sits on the right in a right-to-left layout.
  const nav = page.getByRole('navigation', { name: /.+/ }).first();
  const box = await nav.boundingBox();
  expect(box && box.x + box.width / 2).toBeGreaterThan(640);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
});

for (const language of LANGUAGES) {
  test(`${language.code}: the shell shows no untranslated key`, async ({ page }) => {
    await page.addInitScript(
      (code) => window.localStorage.setItem('pitchside.language', code),
      language.code,
    );
    await page.goto('/stats/top-global');
    await expect(page.locator('html')).toHaveAttribute('lang', language.code);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const title = await page.title();
    expect(title).toMatch(/ \| Pitchside$/);
    expect(title).not.toMatch(RAW_KEY);
    const text = await page.locator('body').innerText();
    expect(text).not.toMatch(RAW_KEY);

    // Long translations must never push a phone-sized page sideways.
    await page.setViewportSize({ width: 375, height: 812 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(375);
  });
}
