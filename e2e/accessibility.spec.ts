import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test.ts';
import { SCREEN_ROUTES } from '@pitchside/contract/routes';
import { DEMO, loginAs } from './support/session.ts';

// Full-page axe scans of data-rich screens take several seconds on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

// A real address for each parameter: a reset token, and the first demo account's player page.
const concrete = (path: string) => path.replace(':token', 'e2e-token').replace(':id', '1');
const paths = [...SCREEN_ROUTES.map((r) => concrete(r.path)), '/no/such/page'];

for (const path of paths) {
  test(`${path} has no serious or critical accessibility violations`, async ({ browser }) => {
    // axe needs a context of its own (DESIGN.md §6).
    const context = await browser.newContext();
    const page = await context.newPage();
    const route = SCREEN_ROUTES.find((r) => concrete(r.path) === path);
    if (route?.access === 'confirmed') await loginAs(page, DEMO.player);
    if (route?.access === 'staff') await loginAs(page, DEMO.support);
    if (route?.access === 'admin') await loginAs(page, DEMO.admin);
    await page.goto(path);
    // The app as a person meets it once they move (a whole rendered page waits for that: decision 0020).
    await page.mouse.move(1, 1);
    await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
    if (route && route.access !== 'public' && route.access !== 'guest') await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    ).toEqual([]);
    await context.close();
  });
}
