import { SCREEN_ROUTES } from '@pitchside/contract/routes';
import { expect, test, type Page } from './support/test.ts';

// Lighthouse's "good" is 0.1; the portal holds itself to 0.05 on the pages players meet first.
const MAX_LAYOUT_SHIFT = 0.05;
// Every public screen a guest can open from the menu or a link.
const PAGES = SCREEN_ROUTES.filter((route) => route.access === 'public' && !route.path.includes(':')).map(
  (route) => route.path,
);

/** Sums every layout shift not caused by input, from the first paint until the page is settled. */
interface Shifts {
  total: number;
  /** What moved, for the failure message: the element's start and its rectangles before and after. */
  moved: string[];
}

async function layoutShiftOf(page: Page, path: string): Promise<Shifts> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: Shifts };
    w.__shifts = { total: 0, moved: [] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
        }
      >) {
        if (entry.hadRecentInput) continue;
        w.__shifts.total += entry.value;
        for (const source of entry.sources) {
          const html = source.node instanceof Element ? source.node.outerHTML.slice(0, 120) : '?';
          const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}x${r.height}`;
          w.__shifts.moved.push(
            `${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms: ${html} ${rect(source.previousRect)} → ${rect(source.currentRect)}`,
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Every screen's data has arrived and rendered once the network has been quiet.
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => (window as unknown as { __shifts: Shifts }).__shifts);
}

for (const path of PAGES) {
  test(`${path} does not shift while its content arrives @mobile`, async ({ page }) => {
    const shifts = await layoutShiftOf(page, path);
    expect(shifts.total, shifts.moved.join('\n')).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
  });
  test(`${path} does not shift while its content arrives at 1280 px`, async ({ page }) => {
    const shifts = await layoutShiftOf(page, path);
    expect(shifts.total, shifts.moved.join('\n')).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
  });
}
