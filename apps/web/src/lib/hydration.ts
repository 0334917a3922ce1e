/**
 * Which of the page's sections (`PageSection`) are still waiting to be hydrated. React hydrates
 * them one by one after the start (decision 0021), and a person may act before the last one is
 * done: the language list, the browser's own popover, even answers a tap before the app starts
 * (decision 0034). A change of language then must wait, or React would hydrate the remaining
 * sections with the new language's texts over the server's HTML in the old one: a mismatch.
 */
let pending = 0;
let waiters: (() => void)[] = [];

function settle(): void {
  // After the commit under way: one commit may hydrate a section and mount the sections inside it.
  queueMicrotask(() => {
    if (pending > 0) return;
    const done = waiters;
    waiters = [];
    for (const resolve of done) resolve();
  });
}

/** A section is in the page, not hydrated yet. Returns what undoes it. */
export function sectionMounted(): () => void {
  pending += 1;
  return () => {
    pending -= 1;
    settle();
  };
}

/** The section's content has been hydrated (or rendered). Returns what undoes it. */
export function sectionHydrated(): () => void {
  pending -= 1;
  settle();
  return () => {
    pending += 1;
  };
}

/** Resolves once every section of the page is hydrated, or after `limitMs` whatever happens. */
export function whenPageHydrated(limitMs = 5000): Promise<void> {
  if (pending <= 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, limitMs);
    waiters.push(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
