import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { findFreePort } from '../apps/server/src/db/embedded-postgres.ts';
import { stop, waitForHealth } from './http-load.ts';

/**
 * Lighthouse's mobile audit (a mid-range phone on slow 4G, simulated) of the pages players meet
 * first, against the built server as `npm start` runs it on a fresh data folder. Each page is
 * audited `runs` times; the run with the median score is reported. `root` audits another
 * checkout's build (an older commit, for a before/after in one sitting).
 */
export const LIGHTHOUSE_PAGES = [
  { path: '/', loggedIn: false },
  { path: '/stats/todays-matches', loggedIn: false },
  { path: '/vip', loggedIn: false },
  { path: '/support', loggedIn: false },
  { path: '/redeem', loggedIn: false },
  { path: '/webshop/tickets', loggedIn: true },
] as const;

export interface LighthouseResult {
  page: string;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  kilobytes: number;
  /**
   * A first tap, timed in the page: the header's language button pressed once the page has loaded
   * and the network is quiet, until its menu shows, at Lighthouse's 4× CPU slowdown (median of the
   * runs). Where the app starts on the first sign of a person (decision 0020), the start is in it.
   */
  firstTapMs: number;
}

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export async function runLighthouse(options: {
  runs: number;
  root: string;
  /** Only these of `LIGHTHOUSE_PAGES`' paths; all of them when absent. */
  pages?: readonly string[];
}): Promise<LighthouseResult[]> {
  const targets = LIGHTHOUSE_PAGES.filter((target) => !options.pages || options.pages.includes(target.path));
  if (targets.length === 0)
    throw new Error(`no such page; the pages are ${LIGHTHOUSE_PAGES.map((t) => t.path).join(', ')}`);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pitchside-lighthouse-'));
  const port = await findFreePort();
  const server = spawn(process.execPath, [path.join(options.root, 'apps/server/dist/main.js')], {
    cwd: options.root,
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
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const base = `http://localhost:${port}`;
    await waitForHealth(base, server, () => output);
    const session = await logIn(base);
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const results: LighthouseResult[] = [];
    for (const target of targets) {
      const runs: LighthouseResult[] = [];
      let failures = 0;
      for (let run = 0; run < options.runs; run++) {
        const page = await browser.newPage();
        if (target.loggedIn) {
          // A returning player: the stored session the app reads at start (spec §3).
          await page.goto(`${base}/favicon.svg`);
          // Keeping the stored session keeps the cache too; a first visit starts with an empty one.
          const cdp = await page.createCDPSession();
          await cdp.send('Network.clearBrowserCache');
          await cdp.detach();
          // A string, not a function: this file is typed for Node, the code runs in the page.
          await page.evaluate(
            `localStorage.setItem('pitchside.token', ${JSON.stringify(session.token)});` +
              `localStorage.setItem('pitchside.user', ${JSON.stringify(JSON.stringify(session.user))});`,
          );
        }
        const answer = await lighthouse(
          base + target.path,
          { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: target.loggedIn },
          undefined,
          page,
        );
        await page.close();
        const lhr = answer?.lhr;
        if (!lhr) throw new Error(`no Lighthouse result for ${target.path}`);
        // Lighthouse sometimes loses its own trace (NO_NAVSTART): that run measured nothing, run again.
        if (lhr.runtimeError && failures++ < 3) {
          run--;
          continue;
        }
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        runs.push({
          page: target.path,
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          fcpMs: Math.round(audit('first-contentful-paint')),
          lcpMs: Math.round(audit('largest-contentful-paint')),
          tbtMs: Math.round(audit('total-blocking-time')),
          cls: Number(audit('cumulative-layout-shift').toFixed(3)),
          kilobytes: Math.round(audit('total-byte-weight') / 1024),
          firstTapMs: Number.NaN,
        });
      }
      runs.sort((a, b) => a.score - b.score);
      const median = runs[Math.floor(runs.length / 2)];
      const taps: number[] = [];
      // A guest's tap: the signed-in page's header is the account's, and its start is never deferred.
      for (let run = 0; run < options.runs && !target.loggedIn; run++) {
        taps.push(await firstTap(browser, base + target.path));
      }
      taps.sort((a, b) => a - b);
      if (median) results.push({ ...median, firstTapMs: taps[Math.floor(taps.length / 2)] ?? Number.NaN });
    }
    await browser.disconnect();
    return results;
  } finally {
    await chrome.kill();
    await stop(server);
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/** See `firstTapMs`. A guest's first visit: an empty cache, no stored session. */
async function firstTap(browser: Browser, url: string): Promise<number> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.setViewport({ width: 1280, height: 800 });
    // At most two connections open: a page may keep one (live scores) for as long as it is open.
    await page.goto(url, { waitUntil: 'networkidle2', timeout: 60_000 });
    const button = await page.waitForSelector('button[aria-label^="Language:"]');
    // In the page's own clock: from the press to the menu's search field on screen.
    await page.evaluate(`window.__tapStart = performance.now()`);
    await button?.click();
    await page.waitForSelector('input[type="search"]', { visible: true });
    return Math.round(Number(await page.evaluate(`performance.now() - window.__tapStart`)));
  } finally {
    await context.close();
  }
}

async function logIn(base: string): Promise<{ token: string; user: unknown }> {
  const csrf = await fetch(`${base}/api/csrf`);
  const token = /XSRF-TOKEN=([^;]+)/.exec(csrf.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const answer = await fetch(`${base}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token },
    body: JSON.stringify({ email: 'player@pitchside.dev', password: 'Pitchside-2026', remember: true }),
  });
  if (!answer.ok) throw new Error(`demo login failed: ${answer.status}`);
  return (await answer.json()) as { token: string; user: unknown };
}
