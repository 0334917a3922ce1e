import { expect, test } from './support/test.ts';
import { ROUTE_REDIRECTS } from '@pitchside/contract/routes';
import { DEMO, loginAs, seedStoredSession } from './support/session.ts';
import { englishTitle } from './support/titles.ts';

test.describe('route table', () => {
  // Each screen's title at its address: screens.spec.ts, in the visit that also runs axe on it.
  test('the support console answers for staff and sends a player home', async ({ browser }) => {
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await loginAs(staff, DEMO.support);
    await staff.goto('/support/console');
    await expect(staff).toHaveURL('/support/console');
    await expect(staff).toHaveTitle(`${englishTitle('staffConsole')} | Pitchside`);
    await staffContext.close();

    const playerContext = await browser.newContext();
    const player = await playerContext.newPage();
    await loginAs(player, DEMO.player);
    await player.goto('/support/console');
    await expect(player).toHaveURL('/');
    await playerContext.close();
  });

  for (const redirect of ROUTE_REDIRECTS) {
    test(`${redirect.from} redirects to ${redirect.to}`, async ({ page }) => {
      await page.goto(redirect.from);
      if (redirect.to.startsWith('/stats') || redirect.to.startsWith('/events')) {
        await expect(page).toHaveURL(redirect.to);
      } else {
        // Protected targets: a guest lands home with the login modal (guard rule).
        await expect(page).toHaveURL('/');
      }
    });
  }

  test('an unknown path shows the 404 screen with status 404', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: /home/i }).first().click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('navigation guard', () => {
  test('a protected route while logged out goes home and opens the login modal', async ({ page }) => {
    await page.goto('/webshop/tickets');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  });

  test('a protected route with an unconfirmed e-mail goes home', async ({ page }) => {
    await seedStoredSession(page, { emailconfirmed: false });
    await page.goto('/spin');
    await expect(page).toHaveURL('/');
    await expect(page).toHaveTitle(`${englishTitle('home')} | Pitchside`);
  });

  test('a guest-only route while logged in goes home', async ({ page }) => {
    await seedStoredSession(page, { emailconfirmed: true });
    await page.goto('/reset-password/some-token');
    await expect(page).toHaveURL('/');
  });

  test('navigating scrolls to top, returning through history restores the position', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/stats/top-global');
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
      window.scrollTo(0, 600);
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'VIP System' }).click();
    await expect(page).toHaveURL('/vip');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

// The guard in support/test.ts is what makes every journey fail on a console or page error: shown
// failing here (test.fail passes only when the test fails), so it cannot silently stop working.
test.fail('a console error in a journey fails it', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => console.error('a fault the journey did not expect'));
});

test.fail('an uncaught page error in a journey fails it', async ({ page }) => {
  await page.goto('/');
  const seen = page.waitForEvent('pageerror');
  await page.evaluate(() => setTimeout(() => Promise.reject(new Error('uncaught')), 0));
  await seen;
});
