import { expect, type Locator } from '@playwright/test';

/** Whether React has hydrated the element: it holds React's fiber. */
export const isHydrated = (locator: Locator) =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));

/**
 * Waits until React has hydrated a section the page holds until it comes near (decision 0037). A
 * jump straight to it (Playwright scrolls an element into view in one step, unlike a finger) can
 * land a tap before the section's code has arrived, which React drops; a person scrolling there
 * has fetched it with the first touch.
 */
export async function expectHydrated(locator: Locator): Promise<void> {
  await expect.poll(() => isHydrated(locator), { message: 'the section is hydrated' }).toBe(true);
}
