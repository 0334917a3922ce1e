import { describe, expect, it } from 'vitest';
import { sectionHydrated, sectionMounted, whenPageHydrated } from './hydration';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('page hydration', () => {
  it('waits for every section in the page to be hydrated, nested ones included', async () => {
    const unmountOuter = sectionMounted();
    let done = false;
    void whenPageHydrated().then(() => (done = true));

    // One commit hydrates the outer section and mounts a section inside it, still dehydrated.
    const unmountInner = sectionMounted();
    const unhydrateOuter = sectionHydrated();
    await flush();
    expect(done).toBe(false);

    const unhydrateInner = sectionHydrated();
    await flush();
    expect(done).toBe(true);

    for (const undo of [unhydrateInner, unmountInner, unhydrateOuter, unmountOuter]) undo();
    await expect(whenPageHydrated()).resolves.toBeUndefined();
  });

  it('gives up waiting after its limit, so a language change is never lost', async () => {
    const unmount = sectionMounted();
    const started = Date.now();
    await whenPageHydrated(50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(40);
    unmount();
  });
});
