import {
  expect,
  test as base,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
} from '@playwright/test';

export { expect };
export type { APIRequestContext, Locator, Page } from '@playwright/test';

/**
 * Chromium logs every answer of 400 and above as a console error. The app meets some on
 * purpose (a guest's 401, a wrong code's 400, a spent link's 410, the 404 page of an unknown
 * address) and shows them to the player; those are behaviour the journeys assert, not faults.
 * Anything else is a fault.
 */
const expectedNetworkAnswer = (message: ConsoleMessage) => {
  if (!/^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text()))
    return false;
  const resource = message.location().url;
  return new URL(resource || 'http://x/').pathname.startsWith('/api/') || resource === message.page()?.url();
};

/**
 * Whether a console message fails a journey: every console error but an expected network answer,
 * a hydration mismatch React reports (`onRecoverableError` in start-app.tsx) included.
 */
export const isConsoleFault = (message: ConsoleMessage) =>
  message.type() === 'error' && !expectedNetworkAnswer(message);

/**
 * The app starts by itself as soon as a page has painted (decision 0021): nobody needs to touch
 * it. A journey's `goto` returns once the app has committed its first render
 * (`<html data-app="started">`), unless it asked for less than the page (`waitUntil: 'commit'`)
 * or the address is not the app's: a tap on the server's HTML before then has no handler yet. An
 * app that does not start in 15 s fails the journey here.
 */
function gotoWaitsForStart(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit' && (await page.locator('#root').count()) > 0) {
      await page.locator('html[data-app="started"]').waitFor({ state: 'attached', timeout: 15_000 });
    }
    return response;
  };
}

/**
 * Every journey fails on an unexpected console error or an uncaught page error in any of its
 * browser contexts (its own and every one it opens), so a hydration warning or a crash in a
 * corner of a screen cannot pass unnoticed.
 */
export const test = base.extend<{ consoleGuard: void }>({
  /** Waits for the app's start after each `goto` (`gotoWaitsForStart`). */
  page: async ({ page }, use) => {
    gotoWaitsForStart(page);
    await use(page);
  },
  consoleGuard: [
    async ({ context, browser }, use) => {
      const faults: string[] = [];
      const watch = (ctx: BrowserContext) => {
        // A page of a context the journey opens itself (a second player, the studio) waits too.
        ctx.on('page', gotoWaitsForStart);
        ctx.on('console', (message) => {
          if (isConsoleFault(message)) {
            faults.push(
              `console error on ${message.page()?.url() ?? '?'} (${message.location().url}): ${message.text()}`,
            );
          }
        });
        ctx.on('weberror', (error) => faults.push(`page error: ${error.error().message}`));
      };
      watch(context);
      const original = browser.newContext.bind(browser);
      const patched: Browser['newContext'] = async (options) => {
        const opened = await original(options);
        watch(opened);
        return opened;
      };
      browser.newContext = patched;
      try {
        await use();
      } finally {
        browser.newContext = original;
      }
      expect(faults, 'unexpected console or page errors').toEqual([]);
    },
    { auto: true },
  ],
});
