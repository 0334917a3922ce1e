import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHECK_EVERY_MS,
  createRefreshLoop,
  INACTIVE_AFTER_MS,
  MIN_REFRESH_GAP_MS,
  REFRESH_ACTIVE_MS,
  REFRESH_INACTIVE_MS,
  type RefreshLoop,
} from './refresh-loop';
import type { SessionUser } from './session-user';

const USER: SessionUser = { emailconfirmed: true, nickname: 'Ada' };

let loop: RefreshLoop;
let validate: ReturnType<typeof vi.fn<() => Promise<SessionUser>>>;
let onUser: ReturnType<typeof vi.fn<(user: SessionUser) => void>>;

/** Player activity somewhere on the page: spec §4 counts mouse, key, scroll, click and touch. */
const touch = (type = 'mousemove') => window.dispatchEvent(new Event(type));
const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers();
  validate = vi.fn(() => Promise.resolve(USER));
  onUser = vi.fn();
  loop = createRefreshLoop({ validate, onUser });
});
afterEach(() => loop.stop());

/** Keeps the player "active" by moving the mouse every 20 s while time passes. */
async function activeFor(ms: number) {
  for (let passed = 0; passed < ms; passed += 20_000) {
    touch();
    await tick(Math.min(20_000, ms - passed));
  }
}

describe('user refresh loop', () => {
  it('re-validates about every 120 s while the player is active, checking every 30 s', async () => {
    loop.start({ fresh: true });
    await activeFor(REFRESH_ACTIVE_MS - 1);
    expect(validate).not.toHaveBeenCalled();
    // The 30 s check at exactly 120 s sees the interval is over.
    await activeFor(1);
    expect(validate).toHaveBeenCalledTimes(1);
    expect(onUser).toHaveBeenCalledWith(USER);
    await activeFor(REFRESH_ACTIVE_MS);
    expect(validate).toHaveBeenCalledTimes(2);
  });

  it('slows down to every 300 s after 60 s without any input', async () => {
    loop.start({ fresh: true });
    await tick(REFRESH_ACTIVE_MS + CHECK_EVERY_MS);
    // Idle since the start: 120 s is not enough any more.
    expect(validate).not.toHaveBeenCalled();
    await tick(REFRESH_INACTIVE_MS - REFRESH_ACTIVE_MS - CHECK_EVERY_MS);
    expect(validate).toHaveBeenCalledTimes(1);
    await tick(REFRESH_INACTIVE_MS - 1);
    expect(validate).toHaveBeenCalledTimes(1);
    await tick(1);
    expect(validate).toHaveBeenCalledTimes(2);
  });

  it.each(['mousemove', 'keydown', 'scroll', 'click', 'touchstart'])(
    'counts %s as activity',
    async (type) => {
      loop.start({ fresh: true });
      await tick(INACTIVE_AFTER_MS + CHECK_EVERY_MS);
      touch(type);
      // Active again: the next check after 120 s refreshes.
      await tick(REFRESH_ACTIVE_MS - INACTIVE_AFTER_MS - CHECK_EVERY_MS);
      expect(validate).toHaveBeenCalledTimes(1);
    },
  );

  it('refreshes at the first check after an app start with a stored user', async () => {
    loop.start();
    await tick(CHECK_EVERY_MS - 1);
    expect(validate).not.toHaveBeenCalled();
    await tick(1);
    expect(validate).toHaveBeenCalledTimes(1);
  });

  it('never refreshes twice within 60 s unless forced', async () => {
    loop.start({ fresh: true });
    await loop.refresh();
    expect(validate).not.toHaveBeenCalled();
    await tick(MIN_REFRESH_GAP_MS - 1);
    await loop.refresh();
    expect(validate).not.toHaveBeenCalled();
    await tick(1);
    await loop.refresh();
    expect(validate).toHaveBeenCalledTimes(1);
    await loop.refresh({ force: true });
    expect(validate).toHaveBeenCalledTimes(2);
  });

  it('never runs two validations at once, even when forced', async () => {
    let finish: (user: SessionUser) => void = () => undefined;
    validate.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    loop.start();
    const first = loop.refresh({ force: true });
    const second = loop.refresh({ force: true });
    await tick(REFRESH_INACTIVE_MS * 2);
    expect(validate).toHaveBeenCalledTimes(1);
    finish(USER);
    await Promise.all([first, second]);
    expect(onUser).toHaveBeenCalledTimes(1);
  });

  it('keeps going after a failed validation', async () => {
    validate.mockRejectedValueOnce(new Error('offline'));
    loop.start();
    await tick(CHECK_EVERY_MS);
    expect(onUser).not.toHaveBeenCalled();
    await activeFor(REFRESH_ACTIVE_MS);
    expect(validate).toHaveBeenCalledTimes(2);
    expect(onUser).toHaveBeenCalledTimes(1);
  });

  it('stops at logout and drops an answer that arrives afterwards', async () => {
    let finish: (user: SessionUser) => void = () => undefined;
    validate.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    loop.start();
    const pending = loop.refresh({ force: true });
    loop.stop();
    finish(USER);
    await pending;
    expect(onUser).not.toHaveBeenCalled();
    await tick(REFRESH_INACTIVE_MS * 3);
    expect(validate).toHaveBeenCalledTimes(1);
  });

  it('refreshes when the tab becomes visible again, within the 60 s rule', async () => {
    loop.start({ fresh: true });
    await tick(MIN_REFRESH_GAP_MS);
    document.dispatchEvent(new Event('visibilitychange'));
    await tick(0);
    expect(validate).toHaveBeenCalledTimes(1);
  });
});
