import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test.ts';
import { DEMO, loginAs } from './support/session.ts';

// Carousels, a modal and axe scans on a busy 2-core machine.
test.describe.configure({ timeout: 60_000 });

const newsSection = (page: Page) => page.getByRole('region', { name: 'Latest news' });
const banners = (page: Page) => page.getByRole('region', { name: 'Featured' });

/** Scans this helper's parts of the page (the whole page is scanned by screens.spec.ts). */
async function expectNoSeriousViolations(page: Page, selectors: string[]) {
  let builder = new AxeBuilder({ page });
  for (const selector of selectors) builder = builder.include(selector);
  const results = await builder.analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

test.describe('home', () => {
  test('a guest sees the news and the banners, opens a news item and closes it', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Home | Pitchside');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();

    const news = newsSection(page);
    await expect(news.getByRole('listitem')).toHaveCount(10);
    const first = news.getByRole('listitem').first();
    await expect(first.getByRole('img')).toHaveCount(0); // decorative pictures, alt=""
    await first.scrollIntoViewIfNeeded();
    // Relative image URLs resolve against the API origin and really load.
    await expect
      .poll(() => first.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const title = (await first.getByRole('heading', { level: 3 }).textContent()) ?? '';

    await expect(banners(page).getByRole('heading', { level: 3 })).toBeVisible();
    await expect(banners(page).getByRole('progressbar')).toBeVisible();

    await first.getByRole('button', { name: title }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('article h2').first()).toBeVisible();
    await expect(page.locator('body')).toHaveAttribute('data-scroll-locked', /.*/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await first.getByRole('button', { name: title }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Go Back' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('body')).not.toHaveAttribute('data-scroll-locked', /.*/);
  });

  test('news arrows are disabled at the ends of the carousel', async ({ page }) => {
    await page.goto('/');
    const previous = page.getByRole('button', { name: 'Previous news' });
    const next = page.getByRole('button', { name: 'Next news' });
    await expect(newsSection(page).getByRole('listitem')).toHaveCount(10);
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    for (let i = 0; i < 12 && (await next.isEnabled()); i++) await next.click();
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    await expect(newsSection(page).getByRole('listitem').last()).toBeInViewport();
    await expect(page.getByRole('group', { name: 'Choose news' })).toHaveCount(0);
  });

  test('banners advance on their own, external links open a new tab and internal ones navigate', async ({
    page,
  }) => {
    await page.goto('/');
    const carousel = banners(page);
    const heading = carousel.getByRole('heading', { level: 3 });
    await expect(heading).toBeVisible();
    const firstTitle = await heading.textContent();
    await page.mouse.move(0, 0);
    await expect(heading).not.toHaveText(firstTitle ?? '', { timeout: 8000 });

    const dots = carousel.getByRole('button', { name: /^Show banner/ });
    const count = await dots.count();
    let external = 0;
    for (let i = 0; i < count; i++) {
      await dots.nth(i).click();
      const link = carousel.locator('[data-active] a');
      const href = (await link.getAttribute('href')) ?? '';
      if (href.startsWith('http')) {
        external += 1;
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
      } else {
        await expect(link).not.toHaveAttribute('target', /.+/);
      }
    }
    expect(external).toBeGreaterThan(0);

    await dots.first().click();
    const internal = carousel.locator('[data-active] a');
    const target = (await internal.getAttribute('href')) ?? '';
    expect(target.startsWith('/')).toBe(true);
    await internal.click();
    await expect(page).toHaveURL(target);
  });

  test('the floating download button opens the store links', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Download the game' });
    await expect(dialog.getByRole('link', { name: /App Store/ })).toBeVisible();
    await expect(dialog.getByRole('link', { name: /Google Play/ })).toBeVisible();
  });

  test('home has no serious accessibility violations with its content loaded', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/');
    await expect(newsSection(page).getByRole('listitem')).toHaveCount(10);
    await expectNoSeriousViolations(page, ['[aria-labelledby^="home-"]']);
    await newsSection(page).getByRole('listitem').first().getByRole('button').click();
    await expect(page.getByRole('dialog').locator('article')).toBeVisible();
    await expectNoSeriousViolations(page, ['[role="dialog"]']);
    await context.close();
  });
});

test.describe('VIP system', () => {
  test('a guest sees the tier table and a login call to action', async ({ page }) => {
    await page.goto('/vip');
    await expect(page).toHaveTitle('VIP System | Pitchside');
    const table = page.getByRole('table', { name: 'VIP tiers' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Tier',
      'Web point range',
      'Bonus ticket',
      'Spin 10 web points boost',
      'Spin 100 ticket boost',
      'Spin 2000 tickets boost',
      'Spin 2000 limit boost',
    ]);
    await expect(table.getByRole('rowheader')).toHaveText([
      /Bronze\s*No VIP/,
      /Silver/,
      /Gold/,
      /Platinum/,
      /Emerald/,
      /Diamond/,
    ]);
    await expect(page.getByRole('region', { name: 'How VIP works' })).toContainText(
      'Free web points never count',
    );
    await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  });

  test('a player sees their own tier highlighted and the way to the next one', async ({ page }) => {
    const { user } = await loginAs(page, DEMO.player);
    const vip = user.vip as { tier: number; last30DaysWebpoints: number };
    await page.goto('/vip');
    const standing = page.getByRole('region', { name: 'Your VIP tier' });
    await expect(standing).toBeVisible();
    await expect(standing.getByText(`${vip.last30DaysWebpoints.toLocaleString('en')} WP`)).toBeVisible();
    const mine = page.getByRole('table', { name: 'VIP tiers' }).locator('tr[aria-current="true"]');
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText('Your tier');
    const rows = page.getByRole('table', { name: 'VIP tiers' }).locator('tbody tr');
    await expect(rows.nth(vip.tier)).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('main').getByRole('button', { name: 'Login' })).toHaveCount(0);
  });
});

test.describe('social site', () => {
  test('the countdown to the launch ticks every second', async ({ page }) => {
    await page.goto('/social');
    await expect(page).toHaveTitle('Social Site | Pitchside');
    const seconds = page.getByTestId('countdown-seconds');
    const before = await seconds.textContent();
    await expect(seconds).not.toHaveText(before ?? '', { timeout: 3000 });
    await expect(page.getByRole('timer')).toContainText('Days');
    await expect(
      page.getByRole('region', { name: "What's coming" }).getByRole('heading', { level: 3 }),
    ).toHaveText([
      'Transfer market',
      'Match sharing',
      'Team chat',
      'Friendship',
      'Live auctions',
      'Exclusive content',
    ]);
  });
});

test.describe('mobile', () => {
  test('@mobile the news carousel shows dots instead of arrows at 375 px', async ({ page }) => {
    await page.goto('/');
    await expect(newsSection(page).getByRole('listitem')).toHaveCount(10);
    await expect(page.getByRole('button', { name: 'Previous news' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Next news' })).toHaveCount(0);
    const dots = page.getByRole('group', { name: 'Choose news' }).getByRole('button');
    await expect(dots).toHaveCount(10);
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');
    await dots.nth(3).click();
    await expect(dots.nth(3)).toHaveAttribute('aria-current', 'true');
    await expect(newsSection(page).getByRole('listitem').nth(3)).toBeInViewport();
  });

  test('@mobile banners, the download button and the VIP tiers fit a phone', async ({ page }) => {
    await page.goto('/');
    await expect(banners(page).getByRole('heading', { level: 3 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download', exact: true })).toBeInViewport();
    const widest = await page.evaluate(() =>
      Math.max(
        ...Array.from(document.querySelectorAll('[aria-labelledby^="home-"]')).map(
          (el) => el.getBoundingClientRect().right,
        ),
      ),
    );
    expect(widest).toBeLessThanOrEqual(375);

    await page.goto('/vip');
    await expect(page.getByRole('list', { name: 'VIP tiers' }).getByRole('listitem')).toHaveCount(6);
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test('@mobile the phone lays out the lower ranking tables only when the reader comes near them', async ({
    page,
  }) => {
    await page.goto('/');
    // Skipped by the browser (`content-visibility: auto`) while far below the first screen: not
    // laid out right after the first paint, when a first tap would wait for it.
    const shown = (name: string) =>
      page
        .getByRole('table', { name })
        .evaluate((table) => table.checkVisibility({ contentVisibilityAuto: true }));
    const assists = page.getByRole('table', { name: 'Top 30 assist makers' });
    await expect(assists).toBeAttached();
    expect(await shown('Top 30 assist makers')).toBe(false);

    await assists.scrollIntoViewIfNeeded();
    await expect.poll(() => shown('Top 30 assist makers')).toBe(true);
    await expect(assists.getByRole('row')).toHaveCount(31);
    await expect(assists.getByRole('row').nth(1)).toBeInViewport();
  });

  test('@mobile the social countdown fits a phone', async ({ page }) => {
    await page.goto('/social');
    await expect(page.getByTestId('countdown-days')).toBeInViewport();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
