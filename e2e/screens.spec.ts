import AxeBuilder from '@axe-core/playwright';
import { SCREEN_ROUTES, type ScreenRoute } from '@pitchside/contract/routes';
import { expect, test } from './support/test.ts';
import { MAX_LAYOUT_SHIFT, recordLayoutShifts, settledLayoutShifts } from './support/layout-shifts.ts';
import { DEMO, loginAs } from './support/session.ts';
import { englishTitle } from './support/titles.ts';

// Every screen of the route table, opened once at 1280 px by whom it is for: it answers at its
// address with its title and heading, a public one holds still while its content arrives, and none
// has a serious accessibility fault. One visit checks all three: each visit is a page load and an
// app start on CI's two busy cores. Full-page axe scans of data-rich screens take several seconds.
test.describe.configure({ timeout: 90_000 });

// A real address for each parameter: a reset token, and the first demo account's player page.
const concrete = (path: string) => path.replace(':token', 'e2e-token').replace(':id', '1');
const WHO: Partial<Record<ScreenRoute['access'], string>> = {
  confirmed: DEMO.player,
  // Every console screen opens for an admin (the role matrix: docs/staff-roles.md).
  staff: DEMO.admin,
};

for (const route of SCREEN_ROUTES as readonly ScreenRoute[]) {
  const path = concrete(route.path);
  const signedIn = WHO[route.access];
  const checksShifts = route.access === 'public' && !route.path.includes(':');
  test(`${path} answers with its title${checksShifts ? ', holds still' : ''} and passes axe`, async ({
    page,
  }) => {
    if (signedIn) await loginAs(page, signedIn);
    await recordLayoutShifts(page);
    await page.goto(path);
    if (signedIn) await expect(page).toHaveURL(path);
    await expect(page).toHaveTitle(`${englishTitle(route.titleKey)} | Pitchside`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (checksShifts) {
      const shifts = await settledLayoutShifts(page);
      expect(shifts.total, shifts.moved.join('\n')).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
    }
    await expectNoSeriousAxeFaults(page);
  });
}

test('the 404 screen passes axe', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousAxeFaults(page);
});

async function expectNoSeriousAxeFaults(page: Parameters<typeof loginAs>[0]) {
  // The app as a person meets it once they move (a whole rendered page waits for that: decision 0020).
  await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}
