import type { Page } from '@playwright/test';

/** Lighthouse's "good" is 0.1; the portal holds itself to 0.05 on the pages players meet first. */
export const MAX_LAYOUT_SHIFT = 0.05;

/** Every layout shift not caused by input, from the first paint on. */
export interface Shifts {
  total: number;
  /** What moved, for the failure message: the element's start and its rectangles before and after. */
  moved: string[];
}

/** Starts recording the layout shifts of every page the tab opens from now on. */
export async function recordLayoutShifts(page: Page): Promise<void> {
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
}

/** The shifts of the page so far, once its data has arrived and rendered (the network is quiet). */
export async function settledLayoutShifts(page: Page): Promise<Shifts> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => (window as unknown as { __shifts: Shifts }).__shifts);
}
