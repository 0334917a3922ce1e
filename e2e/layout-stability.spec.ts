import { SCREEN_ROUTES } from '@pitchside/contract/routes';
import { expect, test, type Page } from './support/test.ts';

// Lighthouse's "good" is 0.1; the portal holds itself to 0.05 on the pages players meet first.
const MAX_LAYOUT_SHIFT = 0.05;
// Every public screen a guest can open from the menu or a link, except three that still shift
// (decision 0012: their rows are replaced or change height after the first render).
const STILL_SHIFTING = new Set(['/stats/top-referrals', '/stats/top-purchasers', '/stats/hall-of-fame']);
const PAGES = SCREEN_ROUTES.filter(
  (route) => route.access === 'public' && !route.path.includes(':') && !STILL_SHIFTING.has(route.path),
).map((route) => route.path);

/** Sums every layout shift not caused by input, from the first paint until the page is settled. */
async function layoutShiftOf(page: Page, path: string): Promise<number> {
  await page.addInitScript(() => {
    const w = window as unknown as { __layoutShift: number };
    w.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >) {
        if (!entry.hadRecentInput) w.__layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Every screen's data has arrived and rendered once the network has been quiet.
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
}

for (const path of PAGES) {
  test(`${path} does not shift while its content arrives @mobile`, async ({ page }) => {
    expect(await layoutShiftOf(page, path)).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
  });
  test(`${path} does not shift while its content arrives at 1280 px`, async ({ page }) => {
    expect(await layoutShiftOf(page, path)).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
  });
}
