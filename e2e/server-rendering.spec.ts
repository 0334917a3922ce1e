import { expect, test, type Page } from './support/test.ts';
import { DEMO, loginAs } from './support/session.ts';
import { expectHydrated, isHydrated } from './support/hydration.ts';

/** The stream of live scores the app opens on today's matches (features/stats/api/live-scores.ts). */
const LIVE_SCORES_PATH = '/api/public/matches/stream';

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
  await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
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
  // The app starts by itself once its code has come, and keeps the reader's place.
  await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
});

test("an untouched page starts the app by itself, keeps the server's nodes and answers the first tap", async ({
  page,
}) => {
  await watchServerMarkup(page);
  // No pointer, no key: only the page is asked for.
  await page.goto('/vip', { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
  await page.waitForLoadState('networkidle');
  expect(await serverMarkupKept(page)).toBe(true);
  await page.getByRole('button', { name: /language/i }).click();
  await expect(page.getByRole('searchbox')).toBeVisible();
});

test('the side menu and the footer, each hydrated on its own, work as soon as the app has started', async ({
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

test('the sections below the home page banner, each hydrated on its own, keep their names and their data @mobile', async ({
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

test('on a phone, the home page sections below the first screen fetch their code only when scrolled near, and hydrate over the same HTML @mobile', async ({
  page,
}) => {
  const sectionCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/seasonal-packs-section-[\w-]+\.js$/.test(request.url())) sectionCode.push(request.url());
  });
  await watchServerMarkup(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
  await page.waitForLoadState('networkidle');
  // Started, quiet, and the packs (far below the banner on a phone) not fetched: nobody scrolled.
  expect(sectionCode).toEqual([]);

  const packs = page.getByRole('region', { name: 'Seasonal packs' });
  await packs.scrollIntoViewIfNeeded();
  await expect.poll(() => sectionCode.length).toBe(1);
  // Hydrated in place once its code has come.
  await expectHydrated(packs);
  await packs.getByRole('button', { name: 'Login to Purchase' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  // Hydrated over the server's HTML, not painted afresh (and no mismatch: the console guard).
  expect(await serverMarkupKept(page)).toBe(true);
});

test('on a phone, a tap on a home section still waiting to be hydrated is answered at once @mobile', async ({
  page,
}) => {
  // The app's code the page fetches, and how much of it is still on its way.
  const code = { requested: [] as string[], pending: 0 };
  const isCode = (url: string) => /\/assets\/[\w-]+\.js$/.test(url);
  page.on('request', (request) => {
    if (!isCode(request.url())) return;
    code.requested.push(request.url());
    code.pending += 1;
  });
  const arrived = (request: { url: () => string }) => {
    if (isCode(request.url())) code.pending -= 1;
  };
  page.on('requestfinished', arrived);
  page.on('requestfailed', arrived);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
  await page.waitForLoadState('networkidle');
  const packsCode = () => code.requested.filter((url) => /seasonal-packs-section-/.test(url));
  expect(packsCode()).toEqual([]);

  // A first touch on the page, as a finger about to scroll: the code of the sections below comes.
  await page.getByRole('heading', { level: 1, name: 'Home' }).tap();
  await expect.poll(() => packsCode().length).toBe(1);
  await expect.poll(() => code.pending).toBe(0);
  const packs = page.getByRole('region', { name: 'Seasonal packs' });
  expect(await isHydrated(packs)).toBe(false);

  // Tapped straight away: React hydrates the section under the finger first and hands it the tap.
  await packs.getByRole('button', { name: 'Login to Purchase' }).first().tap();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
});

test("today's matches arrive with their matches in the reader's time zone, and the app keeps them current untouched @mobile", async ({
  browser,
}) => {
  // Kolkata is 5 h 30 ahead of the server: a kick-off left in the server's zone would show it.
  const timeZone = 'Asia/Kolkata';
  const context = await browser.newContext({ timezoneId: timeZone, viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  const streams: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(LIVE_SCORES_PATH)) streams.push(request.url());
  });
  await page.goto('/stats/todays-matches', { waitUntil: 'commit' });
  await expect(page.getByTestId('match-row').first()).toBeVisible();
  // The app starts by itself over the list the page came with, and opens the stream of live
  // scores that keeps it current: nobody has touched the page.
  await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
  await expect.poll(() => streams.length).toBeGreaterThan(0);

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
  await context.close();
});

test("a reader in the server's time zone starts today's matches without building a date formatter @mobile", async ({
  page,
}) => {
  // The first Intl formatter of a page loads its language's data: a long task on a phone, which
  // this reader does not need, since the server wrote every time (and the game day) for them.
  await page.addInitScript(() => {
    const Native = Intl.DateTimeFormat;
    const built: string[] = [];
    Object.assign(window, { dateFormattersBuilt: built });
    Intl.DateTimeFormat = Object.assign(
      function DateTimeFormat(...args: ConstructorParameters<typeof Native>) {
        built.push(`${JSON.stringify(args)} ${new Error().stack ?? ''}`);
        return new Native(...args);
      },
      { supportedLocalesOf: Native.supportedLocalesOf.bind(Native) },
    ) as unknown as typeof Native;
  });
  // A silent stream of live scores: a score pushed meanwhile shows a new "updated" time, which the
  // browser writes (and a reader then needs a formatter).
  await page.route(`**${LIVE_SCORES_PATH}*`, (route) =>
    route.fulfill({
      headers: { 'content-type': 'text/event-stream' },
      body: 'retry: 60000\n: connected\n\n',
    }),
  );
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/stats/todays-matches', { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
  await expectHydrated(page.getByTestId('match-row').first());
  // The game day and the kick-offs read as the server wrote them.
  await expect(page.locator('time[data-local-time="gameDay"]')).toHaveText(/\d{4}/);
  await expect(page.getByTestId('match-row').locator('time').first()).toHaveText(/\d/);
  // Nor does the page, kept by the server, come with matches the app would fetch again at once.
  expect(
    await page.evaluate(() => (window as unknown as { dateFormattersBuilt: string[] }).dateFormattersBuilt),
  ).toEqual([]);
});
