import { expect, test, type Page } from './support/test.ts';
import { DEMO, loginAs } from './support/session.ts';

// The public screens a guest meets first come painted in the server's HTML and are hydrated,
// not repainted (decision 0012). The console guard of support/test.ts fails any journey on a
// hydration error.
const PAGES: [path: string, heading: string][] = [
  ['/', 'Your club. Every match. Live.'],
  ['/vip', 'VIP System'],
  ['/stats/todays-matches', "Today's matches"],
  ['/support', 'Support'],
  ['/social', 'Social Site'],
];

/** Keeps the first element the server put in #root, to see whether the app reused it. */
async function watchServerMarkup(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __serverNode: Element | null }).__serverNode =
        document.getElementById('root')?.firstElementChild ?? null;
    });
  });
}

const serverMarkupKept = (page: Page) =>
  page.evaluate(() => {
    const node = (window as unknown as { __serverNode: Element | null }).__serverNode;
    return Boolean(node && document.getElementById('root')?.contains(node));
  });

for (const [path, heading] of PAGES) {
  for (const [width, tag] of [
    ['375 px', '@mobile'],
    ['1280 px', ''],
  ] as const) {
    test(`${path} is painted by the server and hydrated at ${width} ${tag}`.trim(), async ({ page }) => {
      const html = await (await page.request.get(path)).text();
      expect(html).toContain('data-prerendered="en"');
      // The tab shows the screen's title before the app starts.
      expect(html).toMatch(/<title>[^<]+ \| Pitchside<\/title>/);
      // An apostrophe may arrive escaped or not: both are the same text to the browser.
      expect(html.toLowerCase().replaceAll(/&#(x27|39);/g, "'")).toContain(heading.toLowerCase());

      await watchServerMarkup(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
      await page.waitForLoadState('networkidle');
      expect(await serverMarkupKept(page)).toBe(true);
    });
  }
}

test('a phone gets the page in its language, right to left in Arabic, and hydrates it @mobile', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'ar', viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await watchServerMarkup(page);
  const response = await page.goto('/vip');
  const html = (await response?.text()) ?? '';
  expect(html).toContain('<html lang="ar" dir="rtl">');
  expect(html).toContain('data-prerendered="ar"');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // Before the app starts, the page is the server's alone: it must fit the phone as it is.
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.mouse.move(5, 5);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
  await page.waitForLoadState('networkidle');
  expect(await serverMarkupKept(page)).toBe(true);
  await context.close();
});

test('the language a player chooses is the one the server paints on the next visit', async ({ page }) => {
  await page.goto('/vip');
  await page.getByRole('button', { name: /language/i }).click();
  await page.getByRole('searchbox').fill('Deut');
  await page.getByRole('button', { name: /Deutsch/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const html = await (await page.request.get('/vip')).text();
  expect(html).toContain('<html lang="de" dir="ltr">');
  await watchServerMarkup(page);
  await page.reload();
  await page.waitForLoadState('networkidle');
  expect(await serverMarkupKept(page)).toBe(true);
});

test('a signed-in player gets the app shell, not a guest page', async ({ page }) => {
  await loginAs(page, DEMO.player);
  await page.goto('/vip');
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
  const html = await (await page.request.get('/vip')).text();
  expect(html).not.toContain('data-prerendered');
});

test('the home page arrives with its banner, which the app does not fetch again @mobile', async ({
  page,
}) => {
  const html = await (await page.request.get('/')).text();
  // The largest element of the page is in the HTML, first in line for the network.
  expect(html).toMatch(/<img (?=[^>]*fetchpriority="high")(?=[^>]*src="http:\/\/localhost:\d+\/media\/)/i);
  expect(html).toContain('id="pitchside-query-state"');

  const bannerCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/public/banners')) bannerCalls.push(request.url());
  });
  await watchServerMarkup(page);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Featured' }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await serverMarkupKept(page)).toBe(true);
  expect(bannerCalls).toEqual([]);
});

test('a reader who scrolls the painted page before the app starts keeps their place', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  // The app's JavaScript is held back until the reader has scrolled.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/vip', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'VIP System' })).toBeVisible();
  await page.evaluate(() => {
    document.body.style.minHeight = '3000px';
    window.scrollTo(0, 600);
  });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  release();
  // The reader goes on: the app starts on the next sign of them (decision 0020).
  await page.waitForLoadState('load');
  await page.mouse.wheel(0, 10);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
});

test('an untouched page leaves the app unstarted, fetched but not run; the first click starts it and is answered', async ({
  page,
}) => {
  const appChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/start-app-[\w-]+\.js$/.test(request.url())) appChunks.push(request.url());
  });
  await watchServerMarkup(page);
  // No `goto` of support/test.ts, which moves the mouse as a person would.
  await page.goto('/vip', { waitUntil: 'commit' });
  await page.waitForLoadState('load');
  // Once the page has loaded, the app's code is fetched into the cache while the browser is idle.
  await expect.poll(() => appChunks.length).toBe(1);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).not.toHaveAttribute('data-app', 'started');
  // The click that starts the app is held and replayed on the same button once the app has it.
  await page.getByRole('button', { name: /language/i }).click();
  await expect(page.getByRole('searchbox')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
  expect(await serverMarkupKept(page)).toBe(true);
});

test('a link clicked before the app has started is followed in the app, without reloading the page', async ({
  page,
}) => {
  await watchServerMarkup(page);
  await page.goto('/vip', { waitUntil: 'commit' });
  await page.waitForLoadState('networkidle');
  await page.locator('#side-menu').getByRole('link', { name: 'Homepage' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  // The page was not reloaded: the app routed the held click.
  expect(await serverMarkupKept(page)).toBe(true);
});

test('the side menu and the footer, hydrated after the rest of the page, work as soon as the app has started', async ({
  page,
}) => {
  await watchServerMarkup(page);
  await page.goto('/vip');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
  // A link of the server's side menu, once hydrated, navigates in the app: the page is not reloaded.
  await page.locator('#side-menu').getByRole('link', { name: 'Homepage' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  expect(await serverMarkupKept(page)).toBe(true);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Download the app' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('the sections below the home page banner, hydrated after it, keep their names and their data @mobile', async ({
  page,
}) => {
  await watchServerMarkup(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
  expect(await serverMarkupKept(page)).toBe(true);
  // Each section is named by its heading (an id the server and the app must agree on).
  const packs = page.getByRole('region', { name: 'Seasonal packs' });
  await expect(packs.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Latest news' }).getByRole('button').first()).toBeVisible();
});

test("today's matches arrive with their matches in the reader's time zone, and the app starts itself when they fall due @mobile", async ({
  browser,
}) => {
  // Kolkata is 5 h 30 ahead of the server: a kick-off left in the server's zone would show it.
  const timeZone = 'Asia/Kolkata';
  const context = await browser.newContext({ timezoneId: timeZone, viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  const listCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/public/matches/today')) listCalls.push(request.url());
  });
  // The page's timers are the test's to run forward; time otherwise flows as usual.
  await page.clock.install();
  await page.goto('/stats/todays-matches', { waitUntil: 'commit' });
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('match-row').first()).toBeVisible();
  expect(listCalls).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();

  const kickOffs = page.getByTestId('match-row').locator('time[data-local-time="time"]');
  await expect(kickOffs.first()).toBeVisible();
  const inKolkata = async () => {
    const iso = (await kickOffs.first().getAttribute('datetime')) ?? '';
    const text = new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit', timeZone }).format(
      new Date(iso),
    );
    return text.replace(/\s/g, ' ');
  };
  const shown = async () => ((await kickOffs.first().textContent()) ?? '').replace(/\s/g, ' ');
  expect(await shown()).toBe(await inKolkata());

  // Nobody touches the page: the app starts when the list would be refreshed (30 s after it was
  // fetched, however long the server had kept the page), and fetches it anew.
  const due = Number(await page.locator('#root').getAttribute('data-refresh-at'));
  expect(due).toBeGreaterThan(0);
  await page.clock.fastForward(Math.max(0, due - Date.now()) + 1_000);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
  await expect.poll(() => listCalls.length).toBeGreaterThan(0);
  // The app shows the times in the same zone.
  expect(await shown()).toBe(await inKolkata());
  await context.close();
});
