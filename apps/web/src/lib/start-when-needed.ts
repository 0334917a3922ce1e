/**
 * A server-rendered page is whole before any JavaScript runs (decision 0012): a guest can read it,
 * scroll it and follow its links. The app is needed only when the page must change, so it starts
 * then (decision 0020), and a phone spends its first seconds painting rather than hydrating.
 */

/** What shows that a person is on the page. A tap starts with `touchstart`, a click with a move. */
const SIGNS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'] as const;

/**
 * The latest start. A served page is at most a minute old (the server keeps a rendered page that
 * long) and the public data that changes most often, the rankings, is refreshed every 2 minutes:
 * started within a minute, the app keeps what the page shows within its own refresh.
 */
export const LATEST_START_MS = 60_000;

/**
 * How long the app may wait on a page whose lists fall due for a refresh at `refreshAt` (epoch ms,
 * from the server): until then the page shows what the app would, and from then on only the app
 * keeps it current (today's matches refresh every 30 s). A clock set wrong on either side can only
 * start it sooner than `LATEST_START_MS`, or at once.
 */
export function latestStartMs(refreshAt: number | undefined, now = Date.now()): number {
  if (refreshAt === undefined || !Number.isFinite(refreshAt)) return LATEST_START_MS;
  return Math.min(LATEST_START_MS, Math.max(0, refreshAt - now));
}

/** Why the app started: someone is using the page, or what it shows is due a refresh. */
export type StartReason = 'person' | 'refresh-due';

/** Resolves with the first reason the page needs the app. */
export function whenNeeded(latestMs = LATEST_START_MS): Promise<StartReason> {
  return new Promise((resolve) => {
    const finish = (reason: StartReason) => {
      for (const type of SIGNS) window.removeEventListener(type, onSign, { capture: true });
      clearTimeout(timer);
      resolve(reason);
    };
    const onSign = () => finish('person');
    for (const type of SIGNS) window.addEventListener(type, onSign, { capture: true, passive: true });
    const timer = setTimeout(() => finish('refresh-due'), latestMs);
  });
}

/**
 * Until the app has taken the page over, its buttons have no handlers and a click on them would be
 * lost (a link would leave the page). Clicks inside `root` are held from now on: `release` replays
 * the last one on the element it was aimed at, now in the app's hands, or, if the app could not
 * start, as the browser would have done (a link is followed, a button does what HTML makes it do).
 */
export function holdClicks(root: HTMLElement): { release: () => void } {
  let held: HTMLElement | null = null;
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || !root.contains(event.target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = event.target instanceof HTMLElement ? event.target : event.target.closest('a, button');
  };
  window.addEventListener('click', onClick, { capture: true });
  return {
    release() {
      window.removeEventListener('click', onClick, { capture: true });
      const target = held;
      held = null;
      if (target?.isConnected) target.click();
    },
  };
}

/**
 * Main-thread time a turn of prefetching may take. An idle period can be 50 ms long, but a phone
 * that a person starts touching in it would wait that long: a few fetches a turn, then.
 */
const PREFETCH_TURN_MS = 4;

/**
 * After the page has loaded, while the browser is idle, fetches the app's code into the HTTP cache
 * (without running it), so that the first tap does not wait on the network as well. A page names
 * up to a hundred chunks and a fetch costs the main thread a few milliseconds on a phone: they are
 * started a few at a time, one turn per idle period.
 */
export function prefetchWhenIdle(files: readonly string[]): void {
  const queue = [...files];
  const fetchSome = () => {
    const until = performance.now() + PREFETCH_TURN_MS;
    do {
      const file = queue.shift();
      if (file === undefined) return;
      // The browser caches the answer as it arrives; the app's import finds it there.
      void fetch(file, { credentials: 'same-origin', priority: 'low' }).catch(() => undefined);
    } while (performance.now() < until);
    schedule();
  };
  // Safari has no requestIdleCallback: a turn per timer, then.
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(fetchSome);
    else setTimeout(fetchSome, 1);
  };
  if (queue.length === 0) return;
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}
