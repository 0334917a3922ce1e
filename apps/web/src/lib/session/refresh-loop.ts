import type { SessionUser } from './session-user';

/** Spec §4 "User refresh" timings. */
export const REFRESH_ACTIVE_MS = 120_000;
export const REFRESH_INACTIVE_MS = 300_000;
export const INACTIVE_AFTER_MS = 60_000;
export const CHECK_EVERY_MS = 30_000;
export const MIN_REFRESH_GAP_MS = 60_000;

/** What counts as the player being there: mouse, key, scroll, click or touch. */
const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'scroll', 'click', 'touchstart'] as const;

export interface RefreshLoopOptions {
  validate: () => Promise<SessionUser>;
  onUser: (user: SessionUser) => void;
  /** Called after every attempt, successful or not. */
  onSettled?: () => void;
  now?: () => number;
}

export interface RefreshLoop {
  /** `fresh`: the user was just received (login), so the next refresh waits a full interval. */
  start: (options?: { fresh?: boolean }) => void;
  stop: () => void;
  /** Re-validates unless one is running or the last was under 60 s ago (`force` skips the latter). */
  refresh: (options?: { force?: boolean }) => Promise<void>;
  isRunning: () => boolean;
}

/**
 * Keeps the stored user current while a player is logged in: every 120 s while active, every
 * 300 s once idle for 60 s, decided by a check every 30 s. Calls never overlap, and apart from
 * forced ones never come closer than 60 s, so tab switches or many triggers cannot flood the API.
 */
export function createRefreshLoop({
  validate,
  onUser,
  onSettled,
  now = () => Date.now(),
}: RefreshLoopOptions): RefreshLoop {
  let timer: ReturnType<typeof setInterval> | undefined;
  let running = false;
  // A result that arrives after stop() (logout) or a restart belongs to an old session.
  let generation = 0;
  let lastRefresh = 0;
  let lastActivity = 0;
  let inFlight: Promise<void> | null = null;

  const markActive = () => {
    lastActivity = now();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') void refresh();
  };

  function check() {
    const idle = now() - lastActivity >= INACTIVE_AFTER_MS;
    const interval = idle ? REFRESH_INACTIVE_MS : REFRESH_ACTIVE_MS;
    if (now() - lastRefresh >= interval) void refresh();
  }

  function refresh({ force = false }: { force?: boolean } = {}): Promise<void> {
    if (!running) return Promise.resolve();
    if (inFlight) return inFlight;
    if (!force && now() - lastRefresh < MIN_REFRESH_GAP_MS) return Promise.resolve();
    // Counted from the start of the call, so a slow answer never causes two calls in a row.
    lastRefresh = now();
    const mine = generation;
    inFlight = validate()
      .then(
        (user) => {
          if (running && mine === generation) onUser(user);
        },
        () => {
          /* the next interval tries again; a dead session is ended by the next ordinary call */
        },
      )
      .finally(() => {
        if (mine === generation) inFlight = null;
        onSettled?.();
      });
    return inFlight;
  }

  return {
    start({ fresh = false } = {}) {
      if (running) return;
      running = true;
      generation += 1;
      inFlight = null;
      lastActivity = now();
      lastRefresh = fresh ? now() : 0;
      for (const type of ACTIVITY_EVENTS) {
        window.addEventListener(type, markActive, { capture: true, passive: true });
      }
      document.addEventListener('visibilitychange', onVisible);
      timer = setInterval(check, CHECK_EVERY_MS);
    },
    stop() {
      if (!running) return;
      running = false;
      generation += 1;
      inFlight = null;
      for (const type of ACTIVITY_EVENTS) {
        window.removeEventListener(type, markActive, { capture: true });
      }
      document.removeEventListener('visibilitychange', onVisible);
      clearInterval(timer);
      timer = undefined;
    },
    refresh,
    isRunning: () => running,
  };
}
