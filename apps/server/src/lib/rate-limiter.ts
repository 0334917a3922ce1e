import { AppError } from './app-error.ts';

/**
 * Fixed-window counters for abuse limits. A request may be checked against several limits
 * at once (per IP and per account); the first one exhausted answers 429 with the seconds to
 * wait. The store is in memory; with several servers a Redis store takes its place.
 */
export interface RateLimitStore {
  /** Counts one hit and returns the count in the current window and when the window ends. */
  hit(key: string, windowMs: number, now: number): { count: number; resetAt: number };
}

export function memoryRateLimitStore(maxKeys = 100_000): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    hit(key, windowMs, now) {
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= now) {
        if (windows.size >= maxKeys) {
          // Drop finished windows first; if all are live, the oldest key goes.
          for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k);
          if (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string);
        }
        entry = { count: 0, resetAt: now + windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      return { count: entry.count, resetAt: entry.resetAt };
    },
  };
}

export interface LimitRule {
  name: string;
  max: number;
  windowMs: number;
  message: string;
}

export function checkLimits(
  store: RateLimitStore,
  checks: Array<{ rule: LimitRule; key: string }>,
  now = Date.now(),
): void {
  for (const { rule, key } of checks) {
    const { count, resetAt } = store.hit(`${rule.name}:${key}`, rule.windowMs, now);
    if (count > rule.max) {
      const retryAfter = Math.max(1, Math.ceil((resetAt - now) / 1000));
      throw new AppError('RATE_LIMITED', rule.message, 429, { retryAfter });
    }
  }
}
