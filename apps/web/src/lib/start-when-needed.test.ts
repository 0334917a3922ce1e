import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  holdClicks,
  LATEST_START_MS,
  latestStartMs,
  prefetchWhenIdle,
  whenNeeded,
} from './start-when-needed';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('whenNeeded', () => {
  it('waits while nobody uses the page, and answers at the first sign of a person', async () => {
    vi.useFakeTimers();
    let reason: string | undefined;
    void whenNeeded().then((r) => (reason = r));
    await vi.advanceTimersByTimeAsync(LATEST_START_MS - 1);
    expect(reason).toBeUndefined();
    window.dispatchEvent(new Event('touchstart'));
    await vi.advanceTimersByTimeAsync(0);
    expect(reason).toBe('person');
  });

  it.each(['pointermove', 'pointerdown', 'keydown', 'focusin', 'scroll', 'wheel'])(
    'counts %s as a person',
    async (type) => {
      const started = whenNeeded();
      window.dispatchEvent(new Event(type));
      await expect(started).resolves.toBe('person');
    },
  );

  it('answers when the data is due a refresh, if nobody came first', async () => {
    vi.useFakeTimers();
    const started = whenNeeded();
    await vi.advanceTimersByTimeAsync(LATEST_START_MS);
    await expect(started).resolves.toBe('refresh-due');
  });

  it('stops listening once answered: a later sign changes nothing', async () => {
    vi.useFakeTimers();
    const started = whenNeeded();
    window.dispatchEvent(new Event('keydown'));
    await expect(started).resolves.toBe('person');
    // The timer is gone too: nothing is left running.
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('latestStartMs', () => {
  const now = 1_800_000_000_000;

  it("waits for a page's lists until they fall due, and never longer than a minute", () => {
    expect(latestStartMs(now + 25_000, now)).toBe(25_000);
    expect(latestStartMs(now + 10 * LATEST_START_MS, now)).toBe(LATEST_START_MS);
    expect(latestStartMs(undefined, now)).toBe(LATEST_START_MS);
  });

  it('starts at once when the lists are already due, or the date is not one', () => {
    expect(latestStartMs(now - 5_000, now)).toBe(0);
    expect(latestStartMs(Number.NaN, now)).toBe(LATEST_START_MS);
  });
});

describe('holdClicks', () => {
  it("holds a click on the page's buttons and replays it, on the same button, when released", () => {
    document.body.innerHTML = '<div id="root"><button><svg></svg><span>Menu</span></button></div>';
    const root = document.getElementById('root') as HTMLElement;
    const button = root.querySelector('button') as HTMLButtonElement;
    const clicks = holdClicks(root);
    // A handler on the element itself, as hydration attaches them: it does not see the held click.
    const handler = vi.fn();
    button.addEventListener('click', handler);
    root.querySelector('span')?.click();
    expect(handler).not.toHaveBeenCalled();
    clicks.release();
    expect(handler).toHaveBeenCalledTimes(1);
    // Released for good: the next click goes straight through, once.
    button.click();
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('keeps a link from leaving the page before the app can route it', () => {
    document.body.innerHTML = '<div id="root"><a href="/vip">VIP</a></div>';
    const root = document.getElementById('root') as HTMLElement;
    holdClicks(root);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('a')?.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('leaves clicks outside the page alone, and replays nothing when nothing was clicked', () => {
    document.body.innerHTML = '<div id="root"></div><button id="outside">x</button>';
    const root = document.getElementById('root') as HTMLElement;
    const outside = document.getElementById('outside') as HTMLButtonElement;
    const handler = vi.fn();
    outside.addEventListener('click', handler);
    const clicks = holdClicks(root);
    outside.click();
    expect(handler).toHaveBeenCalledTimes(1);
    clicks.release();
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe('prefetchWhenIdle', () => {
  it('fetches every file once the page has loaded, while the browser is idle, and runs none', async () => {
    vi.useFakeTimers();
    const fetched: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      fetched.push(url);
      return Promise.resolve(new Response(''));
    });
    vi.stubGlobal('requestIdleCallback', (work: () => void) => setTimeout(work, 50));
    prefetchWhenIdle(['/assets/a.js', '/assets/b.js', '/assets/c.js']);
    expect(fetched).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetched).toEqual(['/assets/a.js', '/assets/b.js', '/assets/c.js']);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});
