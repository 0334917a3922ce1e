// Temporary probe (not committed): long tasks around the first tap.
import puppeteer from 'puppeteer-core';
import * as chromeLauncher from 'chrome-launcher';
import { serve } from './lighthouse.ts';

const paths = process.argv.slice(2);
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const build = await serve(process.cwd());
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  for (const path of paths) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    const cdp = await page.createCDPSession();
    await page.setViewport({ width: 412, height: 823, isMobile: true, hasTouch: true, deviceScaleFactor: 2.625 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluateOnNewDocument(`
      window.__long = [];
      new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long.push([Math.round(e.startTime), Math.round(e.duration), e.attribution?.[0]?.containerSrc || '']); }).observe({ type: 'longtask', buffered: true });
      new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long.push(['LoAF', Math.round(e.startTime), Math.round(e.duration), (e.scripts||[]).map(s => (s.sourceURL||'').split('/').pop() + ':' + (s.invoker||'') + ':' + Math.round(s.duration)).join(' | ')]); }).observe({ type: 'long-animation-frame', buffered: true });
      document.addEventListener('pointerdown', (e) => { window.__tap = e.timeStamp; }, { capture: true }); document.addEventListener('click', (e) => { window.__click = e.timeStamp; window.__clickRun = performance.now(); }, { capture: true }); document.addEventListener('toggle', (e) => { window.__toggle = performance.now(); }, { capture: true }); document.addEventListener('touchend', (e) => { window.__touchend = e.timeStamp; window.__touchendRun = performance.now(); }, { capture: true });
    `);
    const t0 = Date.now();
    await page.goto(build.base + path, { waitUntil: 'networkidle2', timeout: 120_000 });
    const idleAt = await page.evaluate('performance.now()');
    await new Promise((r) => setTimeout(r, 1000));
    const button = await page.waitForSelector('button[aria-label^="Language:"]', { visible: true });
    await button!.tap();
    await page.waitForSelector('input[type="search"]', { visible: true, timeout: 30_000 });
    const end = Number(await page.evaluate('performance.now()'));
    const tap = Number(await page.evaluate('window.__tap'));
    const long = await page.evaluate('window.__long'); console.log(await page.evaluate('JSON.stringify({tap: window.__tap, touchend: window.__touchend, touchendRun: window.__touchendRun, click: window.__click, clickRun: window.__clickRun, toggle: window.__toggle})'));
    console.log(JSON.stringify({ path, networkIdleAt: Math.round(Number(idleAt)), tapAt: Math.round(tap), tapToList: Math.round(end - tap), wall: Date.now() - t0 }));
    for (const l of long as unknown[]) console.log('  ', JSON.stringify(l));
    await context.close();
  }
  await browser.disconnect();
} finally {
  await chrome.kill();
  await build.close();
}
