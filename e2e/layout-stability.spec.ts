import { SCREEN_ROUTES } from '@pitchside/contract/routes';
import { expect, test } from './support/test.ts';
import { MAX_LAYOUT_SHIFT, recordLayoutShifts, settledLayoutShifts } from './support/layout-shifts.ts';

// Every public screen a guest can open from the menu or a link, on a phone. At 1280 px each is
// checked by screens.spec.ts, in the same visit as its title and accessibility.
const PAGES = SCREEN_ROUTES.filter((route) => route.access === 'public' && !route.path.includes(':')).map(
  (route) => route.path,
);

for (const path of PAGES) {
  test(`${path} does not shift while its content arrives @mobile`, async ({ page }) => {
    await recordLayoutShifts(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const shifts = await settledLayoutShifts(page);
    expect(shifts.total, shifts.moved.join('\n')).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
  });
}
