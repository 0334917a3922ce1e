import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { APP_ROOT_MARK, APP_STARTED_MARK } from '@pitchside/contract/server-page';
import { findFreePort } from '../apps/server/src/db/embedded-postgres.ts';
import { stop, waitForHealth } from './http-load.ts';
import { framesPerSecond } from './frames-drawn.ts';
import { mainThreadCpu } from './main-thread-cpu.ts';

/**
 * Lighthouse's mobile audit (a mid-range phone on slow 4G, simulated) of the pages players meet
 * first, and a first tap on each, against the built server as `npm start` runs it on a fresh data
 * folder. Each page is audited `runs` times; the median of each figure is reported. With `compare`,
 * another checkout's build (an older commit) is measured in the same sitting, its runs alternating
 * with this one's, so that both meet the same moments of a shared machine.
 */
export const LIGHTHOUSE_PAGES = [
  { path: '/', loggedIn: false },
  { path: '/stats/todays-matches', loggedIn: false },
  { path: '/vip', loggedIn: false },
  { path: '/support', loggedIn: false },
  { path: '/redeem', loggedIn: false },
  { path: '/webshop/tickets', loggedIn: true },
  { path: '/spin', loggedIn: true },
] as const;

export interface LighthouseResult {
  /** Which build: the checkout's folder name. */
  build: string;
  page: string;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  kilobytes: number;
  /** The main thread's CPU time after the first paint, and its longest task's (`mainThreadCpu`). */
  mainCpuMs: number;
  longestTaskCpuMs: number;
  /** Frames drawn per second after the first paint (`framesPerSecond`). */
  framesPerSecond: number;
  /**
   * On the first tap's phone, from the first contentful paint to the app's first commit (the
   * page's `APP_STARTED_MARK`). NaN for a build that starts on a first touch (a385a3a).
   */
  startAfterPaintMs: number;
  /**
   * The same phone, from the first contentful paint to React's root (`APP_ROOT_MARK`): a tap on the
   * page before then is lost. NaN for a385a3a, which held taps until its start and replayed them.
   */
  rootAfterPaintMs: number;
  /**
   * A first tap on a phone (412×823, touch, CPU 4× slower): the page opened with an empty cache,
   * left until the network is quiet and one second more, then the header's language button
   * tapped; the time in the page from the finger's release to the first frame showing the list.
   */
  firstTapMs: number;
}

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export interface Served {
  root: string;
  base: string;
  session: { token: string; user: unknown };
  close(): Promise<void>;
}

/** The build of `root`, served on a fresh data folder, with a demo account (the player) signed in. */
export async function serve(root: string, email = 'player@pitchside.dev'): Promise<Served> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pitchside-lighthouse-'));
  const port = await findFreePort();
  const server: ChildProcess = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));
  const base = `http://localhost:${port}`;
  const close = async () => {
    await stop(server);
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base, server, () => output);
    return { root, base, session: await logIn(base, email), close };
  } catch (error) {
    await close();
    throw error;
  }
}

const median = (values: number[]) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return sorted.length ? (sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN) : Number.NaN;
};

export async function runLighthouse(options: {
  runs: number;
  root: string;
  /** Another checkout whose build is measured alongside, run for run. */
  compare?: string;
  /** Only these of `LIGHTHOUSE_PAGES`' paths; all of them when absent. */
  pages?: readonly string[];
}): Promise<LighthouseResult[]> {
  const targets = LIGHTHOUSE_PAGES.filter((target) => !options.pages || options.pages.includes(target.path));
  if (targets.length === 0)
    throw new Error(`no such page; the pages are ${LIGHTHOUSE_PAGES.map((t) => t.path).join(', ')}`);
  const roots = options.compare ? [options.compare, options.root] : [options.root];
  const builds: Served[] = [];
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    for (const root of roots) builds.push(await serve(root));
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const results: LighthouseResult[] = [];
    for (const target of targets) {
      const audits = new Map<Served, LighthouseResult[]>(builds.map((build) => [build, []]));
      const taps = new Map<Served, FirstTap[]>(builds.map((build) => [build, []]));
      for (let run = 0; run < options.runs; run++) {
        // A, B, A, B…: both builds meet the same moments of the machine.
        for (const build of builds) {
          audits.get(build)?.push(await audit(browser, chrome.port, build, target));
          taps.get(build)?.push(await firstTap(browser, build, target));
        }
      }
      for (const build of builds) {
        const runs = audits.get(build) ?? [];
        const pick = (key: keyof LighthouseResult) => median(runs.map((r) => Number(r[key])));
        results.push({
          build: path.basename(build.root),
          page: target.path,
          score: pick('score'),
          fcpMs: pick('fcpMs'),
          lcpMs: pick('lcpMs'),
          tbtMs: pick('tbtMs'),
          cls: pick('cls'),
          kilobytes: pick('kilobytes'),
          mainCpuMs: pick('mainCpuMs'),
          longestTaskCpuMs: pick('longestTaskCpuMs'),
          framesPerSecond: pick('framesPerSecond'),
          firstTapMs: median((taps.get(build) ?? []).map((tap) => tap.tapMs)),
          startAfterPaintMs: median((taps.get(build) ?? []).map((tap) => tap.startAfterPaintMs)),
          rootAfterPaintMs: median((taps.get(build) ?? []).map((tap) => tap.rootAfterPaintMs)),
        });
      }
    }
    await browser.disconnect();
    return results;
  } finally {
    await chrome.kill();
    for (const build of builds) await build.close();
  }
}

/** A returning player: the stored session the app reads at start, and the server's page cookie. */
export async function signIn(page: Page, build: Served) {
  await page.goto(`${build.base}/favicon.svg`);
  const cdp = await page.createCDPSession();
  // Keeping the stored session keeps the cache too; a first visit starts with an empty one.
  await cdp.send('Network.clearBrowserCache');
  // Nor the service worker an earlier run installed: its precache would make this a repeat visit.
  await cdp.send('Storage.clearDataForOrigin', {
    origin: build.base,
    storageTypes: 'service_workers,cache_storage',
  });
  await cdp.detach();
  // A string, not a function: this file is typed for Node, the code runs in the page.
  await page.evaluate(
    `localStorage.setItem('pitchside.token', ${JSON.stringify(build.session.token)});` +
      `localStorage.setItem('pitchside.user', ${JSON.stringify(JSON.stringify(build.session.user))});`,
  );
  const where = { domain: 'localhost', path: '/' };
  await page.browserContext().setCookie(
    { name: 'pitchside_signed_in', value: '1', ...where },
    // Set by the server on the app's first authenticated call (decision 0021); older builds ignore it.
    { name: 'pitchside_page_session', value: build.session.token, ...where, httpOnly: true, sameSite: 'Lax' },
  );
}

async function audit(
  browser: Browser,
  port: number,
  build: Served,
  target: (typeof LIGHTHOUSE_PAGES)[number],
): Promise<LighthouseResult> {
  for (let attempt = 0; ; attempt++) {
    const page = await browser.newPage();
    if (target.loggedIn) await signIn(page, build);
    const answer = await lighthouse(
      build.base + target.path,
      { port, output: 'json', logLevel: 'error', disableStorageReset: target.loggedIn },
      undefined,
      page,
    );
    await page.close();
    const lhr = answer?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${target.path}`);
    // Lighthouse sometimes loses its own trace (NO_NAVSTART): that run measured nothing, run again.
    if (lhr.runtimeError && attempt < 3) continue;
    // The whole report, for reading where the blocking time goes (bench/README.md).
    const trace = (answer.artifacts as { Trace?: unknown } | undefined)?.Trace;
    const cpu = mainThreadCpu(trace);
    const keep = process.env.LIGHTHOUSE_REPORTS;
    if (keep) {
      await fs.mkdir(keep, { recursive: true });
      const name = `${path.basename(build.root)}${target.path.replaceAll('/', '_')}-${Date.now()}.json`;
      await fs.writeFile(path.join(keep, name), JSON.stringify(lhr));
      if (trace)
        await fs.writeFile(path.join(keep, name.replace(/\.json$/, '.trace.json')), JSON.stringify(trace));
    }
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      build: path.basename(build.root),
      page: target.path,
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: Math.round(value('first-contentful-paint')),
      lcpMs: Math.round(value('largest-contentful-paint')),
      tbtMs: Math.round(value('total-blocking-time')),
      cls: Number(value('cumulative-layout-shift').toFixed(3)),
      kilobytes: Math.round(value('total-byte-weight') / 1024),
      mainCpuMs: cpu?.totalMs ?? Number.NaN,
      longestTaskCpuMs: cpu?.longestMs ?? Number.NaN,
      framesPerSecond: framesPerSecond(trace) ?? Number.NaN,
      firstTapMs: Number.NaN,
      startAfterPaintMs: Number.NaN,
      rootAfterPaintMs: Number.NaN,
    };
  }
}

interface FirstTap {
  tapMs: number;
  startAfterPaintMs: number;
  rootAfterPaintMs: number;
}

/**
 * See `firstTapMs` and `startAfterPaintMs`. A first visit: an empty cache; a signed-in page with
 * the player's session.
 */
async function firstTap(
  browser: Browser,
  build: Served,
  target: (typeof LIGHTHOUSE_PAGES)[number],
): Promise<FirstTap> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await page.setViewport({
      width: 412,
      height: 823,
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2.625,
    });
    if (target.loggedIn) await signIn(page, build);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // At most two connections open: a page may keep one (live scores) for as long as it is open.
    await page.goto(build.base + target.path, { waitUntil: 'networkidle2', timeout: 120_000 });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const afterPaint = async (mark: string) =>
      Number(
        await page.evaluate(`(() => {
          const marked = performance.getEntriesByName(${JSON.stringify(mark)})[0];
          const paint = performance.getEntriesByName('first-contentful-paint')[0];
          return marked && paint ? Math.round(marked.startTime - paint.startTime) : NaN;
        })()`),
      );
    const startAfterPaintMs = await afterPaint(APP_STARTED_MARK);
    const rootAfterPaintMs = await afterPaint(APP_ROOT_MARK);
    const missed = { tapMs: Number.NaN, startAfterPaintMs, rootAfterPaintMs };
    const button = await page.waitForSelector('button[aria-label^="Language:"]', { visible: true });
    if (!button) return missed;
    // From the moment the finger lifts to the first frame that shows the language list's own search
    // field (not another page's, as /support's FAQ search), both on the machine's clock: the page
    // reports its frame as timeOrigin + the frame's time. No event listener of the page's is used,
    // so neither a busy main thread nor an app that holds and replays the tap (a385a3a) can shift the
    // start; the tool's own gap between touch down and up is not counted (a finger makes its own).
    // `void`: evaluate would otherwise wait for the promise, which only the list's frame resolves.
    await page.evaluate(`void (window.__listShownAt = new Promise((resolve) => {
      const frame = (now) => {
        const field = document.querySelector('input[type="search"][aria-label="Search languages"]');
        if (field && field.checkVisibility() && field.getBoundingClientRect().width > 0)
          resolve(performance.timeOrigin + now);
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    }))`);
    const box = await button.boundingBox();
    if (!box) return missed;
    await page.touchscreen.touchStart(box.x + box.width / 2, box.y + box.height / 2);
    const released = Date.now();
    await page.touchscreen.touchEnd();
    const shownAt = await Promise.race([
      page.evaluate(`window.__listShownAt`),
      new Promise((resolve) => setTimeout(() => resolve(Number.NaN), 30_000)),
    ]);
    return { tapMs: Math.round(Number(shownAt) - released), startAfterPaintMs, rootAfterPaintMs };
  } finally {
    await context.close();
  }
}

async function logIn(base: string, email: string): Promise<{ token: string; user: unknown }> {
  const csrf = await fetch(`${base}/api/csrf`);
  const token = /XSRF-TOKEN=([^;]+)/.exec(csrf.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const answer = await fetch(`${base}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token },
    body: JSON.stringify({ email, password: 'Pitchside-2026', remember: true }),
  });
  if (!answer.ok) throw new Error(`demo login failed: ${answer.status}`);
  return (await answer.json()) as { token: string; user: unknown };
}
