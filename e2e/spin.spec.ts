import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test.ts';
import { DEMO, loginAs } from './support/session.ts';

// The wheel turns for 4 s; a refused spin (another journey on the same account) waits 3 s more.
test.describe.configure({ timeout: 60_000 });

interface SpinResult {
  segmentIndex: number;
  slug: string;
  kind: 'none' | 'tickets' | 'web_points';
  amount: number;
  balance: number;
  secondsRemaining: number;
}

/** The server's own view of the wheel, read with the journey's token (not through the page). */
async function serverWheel(page: Page, token: string): Promise<{ balance: number; segments: unknown[] }> {
  const response = await page.request.get('/api/spin/wheel', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { balance: number; segments: unknown[] } }).data;
}

/**
 * Presses Spin until the server grants one. Other journeys may spin as the same demo player at
 * the same moment; their spin is answered with the wait or the in-progress message, and the page
 * lets us press again, which is exactly what a player would do.
 */
async function spinOnce(page: Page, token: string): Promise<{ before: number; result: SpinResult }> {
  const button = page.getByRole('button', { name: /5 WP/ });
  for (let attempt = 0; attempt < 5; attempt++) {
    await expect(button).toBeEnabled({ timeout: 10_000 });
    const { balance: before } = await serverWheel(page, token);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/spin') && r.request().method() === 'POST'),
      button.click(),
    ]);
    if (response.ok()) return { before, result: ((await response.json()) as { data: SpinResult }).data };
    expect([409, 429]).toContain(response.status());
  }
  throw new Error('the server never granted a spin');
}

const prizeWon = (result: SpinResult) =>
  result.kind === 'tickets'
    ? `You won ${result.amount.toLocaleString('en')} tickets!`
    : result.kind === 'web_points'
      ? `You won ${result.amount.toLocaleString('en')} web points!`
      : 'No prize this time';

const segmentUnderPointer = (rotation: number, count: number) =>
  Math.floor((((-rotation % 360) + 360) % 360) / (360 / count));

test('a player spins: the wheel stops on the server’s prize, the balance drops by 5 plus any WP won, the wait counts down', async ({
  page,
}) => {
  const { token } = await loginAs(page, DEMO.player);
  await page.goto('/spin');
  await expect(page.getByRole('heading', { level: 1, name: 'Spin The Wheel' })).toBeVisible();
  await expect(page.getByRole('table', { name: /Chance of each prize/ })).toBeVisible();
  await expect(page.getByText(/The 2,000 tickets prize can be won \d+ times? per day\./)).toBeVisible();

  // What the page shows while the wheel turns lasts 4 s, and the 3 s wait less: on a busy machine an
  // assertion can come after both. The page itself notes what it showed, as it shows it.
  await page.evaluate(() => {
    const seen = { spinning: false, countdown: false, prizeEarly: false };
    (window as unknown as { __spinSeen: typeof seen }).__spinSeen = seen;
    const look = () => {
      const spinning = Array.from(document.querySelectorAll('button')).some(
        (button) =>
          button.getAttribute('aria-disabled') === 'true' && button.textContent?.includes('Spinning…'),
      );
      if (!spinning) return;
      seen.spinning = true;
      const timer = document.querySelector('[role="timer"]')?.textContent ?? '';
      if (/Next spin in \d seconds?/.test(timer)) seen.countdown = true;
      if (document.querySelector('[data-testid="spin-result"]')) seen.prizeEarly = true;
    };
    new MutationObserver(look).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
  const { before, result } = await spinOnce(page, token);

  // The server decided; the page says so only after the wheel has turned, counting down the wait.
  expect(result.balance).toBe(before - 5 + (result.kind === 'web_points' ? result.amount : 0));
  await expect(page.getByTestId('spin-result')).toContainText(prizeWon(result), { timeout: 10_000 });
  expect(await page.evaluate(() => (window as unknown as { __spinSeen: unknown }).__spinSeen)).toEqual({
    spinning: true,
    countdown: true,
    prizeEarly: false,
  });
  await expect(page.getByTestId('spin-balance')).toHaveText(`${result.balance.toLocaleString('en')} WP`);
  const rotation = Number(await page.getByTestId('prize-wheel-disc').getAttribute('data-rotation'));
  const { segments } = await serverWheel(page, token);
  expect(segmentUnderPointer(rotation, segments.length)).toBe(result.segmentIndex);

  // The spin is in the history (newest first) and the wait is over: the button is back.
  const history = page.getByRole('table', { name: 'Your recent spins' });
  await expect(history.locator('tbody tr').first()).toContainText(
    `${result.balance.toLocaleString('en')} WP`,
  );
  await expect(page.getByRole('button', { name: 'Spin for 5 WP' })).toBeEnabled({ timeout: 10_000 });

  const scan = await new AxeBuilder({ page }).include('main').analyze();
  expect(
    scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
});

test('a player without web points sees "Not Enough Web Points" and the way to the webshop', async ({
  page,
}) => {
  await loginAs(page, DEMO.rookie);
  await page.goto('/spin');
  await expect(page.getByText('Not Enough Web Points')).toBeVisible();
  await expect(page.getByText('A spin costs 5 WP and your balance is 0 WP.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Spin for 5 WP' })).toBeDisabled();
  await page.getByRole('link', { name: 'Get web points' }).click();
  await expect(page).toHaveURL('/webshop/tickets');
});

test('@mobile in Arabic at 375 px with reduced motion the wheel stops at once and the wait shows beside the prize', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript(() => window.localStorage.setItem('pitchside.language', 'ar'));
  const { token } = await loginAs(page, DEMO.player);
  await page.goto('/spin');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const noSideways = () =>
    page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
  expect(await noSideways()).toBe(true);

  const { result } = await spinOnce(page, token);
  await expect(page.getByTestId('spin-result')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/\d/);
  await expect(page.getByTestId('prize-wheel-disc')).toHaveCSS('transition', /none|0s/);
  const rotation = Number(await page.getByTestId('prize-wheel-disc').getAttribute('data-rotation'));
  const { segments } = await serverWheel(page, token);
  expect(segmentUnderPointer(rotation, segments.length)).toBe(result.segmentIndex);
  expect(await noSideways()).toBe(true);
});
