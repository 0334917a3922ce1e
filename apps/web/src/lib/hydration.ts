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

let hydratingHere = false;

/**
 * The app is about to hydrate the server's HTML in this browser (start-app.tsx). The server's own
 * render never calls it: only the browser holds a section back (`PageSection hydrate="when-near"`).
 */
export function hydrationStarting(starting = true): void {
  hydratingHere = starting;
  // A page about to be hydrated has no section let go yet (the unit tests hydrate several).
  if (starting) deferredReleased = false;
}

export function isHydratingHere(): boolean {
  return hydratingHere;
}

/**
 * Sections hydrated only once needed (`PageSection hydrate="when-near"`): the function that lets
 * each one go ahead. A section below the first screen waits until it comes near the viewport or
 * someone acts in it; everything that is about to change what the page shows first lets them all go.
 */
const deferred = new Set<() => void>();
let deferredReleased = false;

/** A section waits for `open` to be called. Returns what forgets it (on unmount). */
export function deferSection(open: () => void): () => void {
  if (deferredReleased) {
    open();
    return () => {};
  }
  deferred.add(open);
  return () => deferred.delete(open);
}

/**
 * Lets every waiting section hydrate, now and from now on. Called before anything that changes
 * what the page's sections show (a navigation, a new language, a sign-in): React would otherwise
 * meet a section still holding the server's HTML with new data, and a transition would wait for it.
 */
export function releaseDeferredSections(): void {
  deferredReleased = true;
  const waiting = [...deferred];
  deferred.clear();
  for (const open of waiting) open();
}

/** Calls `callback` once no section is waiting to be hydrated (at once if none is). */
export function onceSectionsHydrated(callback: () => void): void {
  if (pending <= 0) callback();
  else waiters.push(callback);
}

/**
 * Resolves once every section of the page is hydrated, or after `limitMs` whatever happens. The
 * sections that wait until they are needed are let go first: whoever waits here is about to change
 * what they show.
 */
export function whenPageHydrated(limitMs = 5000): Promise<void> {
  releaseDeferredSections();
  if (pending <= 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, limitMs);
    waiters.push(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
