import { expect, test } from './support/test.ts';

// The tools a developer opens beside the portal run under the same strict policy; the console
// guard (support/test.ts) fails these journeys on any CSP refusal or missing file.
test.describe('developer tools', () => {
  test('the API explorer renders under its Content-Security-Policy', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { name: /Pitchside API/ })).toBeVisible();
    await expect(page.getByText('/api/health').first()).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('the development mailbox has its icon', async ({ page }) => {
    await page.goto('/dev/mailbox');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(icon).toBeTruthy();
    const answer = await page.request.get(icon ?? '');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('image/svg+xml');
  });
});
